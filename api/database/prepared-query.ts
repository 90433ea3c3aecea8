import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const names = new Map<string, string>();

/** One name per SQL text: PostgreSQL refuses a name reused for another statement on a connection. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `ob_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * A raw query sent as a named prepared statement: each pooled connection parses and plans it
 * once, then only binds and executes. For the hottest statements (session lookup, payment
 * creation), planning a join or a chain of inserts costs more than running them.
 */
export function preparedQuery(
  db: Knex | Knex.Transaction,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Knex.Raw {
  return db.raw(sql, bindings).options({ name: statementName(sql) });
}
