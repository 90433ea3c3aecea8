import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { boundQueries } from './api/database/query-deadline.ts';
import {
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
  KEEPALIVE_INITIAL_DELAY_MS,
  QUERY_DEADLINE_MARGIN_MS,
} from './api/database/timeouts.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** knex's configuration and the timeouts it was built with (long-statements.ts reads them back). */
export interface DatabaseConfig extends Knex.Config {
  timeouts: DatabaseTimeouts;
}

/**
 * One knex configuration for the server, the worker, the tests and the migration CLI. Every
 * wait on PostgreSQL is bounded (api/database/timeouts.ts): a statement by the
 * server's `statement_timeout`, its answer by the client's deadline a little later (a frozen
 * server never cancels anything), a pooled connection by `acquireConnectionTimeout`, a new
 * one's handshake by `connectionTimeoutMillis`; TCP keepalive notices a peer that vanished.
 */
export function knexConfig(
  connectionString: string,
  pool: Knex.PoolConfig = { min: 0, max: 10 },
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DatabaseConfig {
  return {
    client: 'pg',
    connection: {
      connectionString,
      application_name: 'cemac-open-banking',
      statement_timeout: timeouts.statementMs,
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    },
    pool: { ...pool, afterCreate: boundQueries(timeouts.statementMs + QUERY_DEADLINE_MARGIN_MS) },
    acquireConnectionTimeout: timeouts.acquireMs,
    timeouts,
    migrations: {
      directory: path.join(root, 'db/migrations'),
      loadExtensions: ['.ts'],
      tableName: 'knex_migrations',
    },
    seeds: {
      directory: path.join(root, 'db/seeds'),
      loadExtensions: ['.ts'],
    },
  };
}

export default knexConfig(process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/open_banking');
