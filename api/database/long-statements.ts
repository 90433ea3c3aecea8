import type { Knex } from 'knex';
import { setQueryDeadline } from './query-deadline.ts';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, QUERY_DEADLINE_MARGIN_MS } from './timeouts.ts';

interface PoolClient {
  config: { timeouts?: DatabaseTimeouts };
  acquireConnection(): Promise<object>;
  releaseConnection(connection: object): Promise<void>;
}

/**
 * Runs `work` in a transaction whose statements may take the long statement timeout
 * (DB_LONG_STATEMENT_TIMEOUT_MS) instead of the pool's few seconds: a report or a
 * reconciliation reads a whole period, which may rightly take longer than any request's
 * query. `set_config(…, true)` lasts until the transaction ends, so the connection goes back
 * to the pool with the pool's own timeout; the client-side deadline follows it
 * (query-deadline.ts). `db` is a pool, not a transaction.
 */
export async function withLongStatements<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const client = db.client as PoolClient;
  // knexfile.ts keeps the pool's timeouts beside its configuration.
  const timeoutMs = client.config.timeouts?.longStatementMs ?? DEFAULT_DATABASE_TIMEOUTS.longStatementMs;
  const connection = await client.acquireConnection();
  setQueryDeadline(connection, timeoutMs + QUERY_DEADLINE_MARGIN_MS);
  try {
    return await db.transaction(
      async (trx) => {
        await trx.raw("select set_config('statement_timeout', ?, true)", [String(timeoutMs)]);
        return work(trx);
      },
      { connection },
    );
  } finally {
    setQueryDeadline(connection, undefined);
    await client.releaseConnection(connection);
  }
}
