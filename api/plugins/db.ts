import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import knex, { type Knex } from 'knex';
import { knexConfig } from '../../knexfile.ts';
import type { DatabaseTimeouts } from '../database/timeouts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
}

/**
 * knex's own notices (printed with console.warn otherwise) as the app's log lines. The pool's
 * "Acquire connection error" and "Connection Error" repeat what the failing query reports
 * anyway (its request's 503 warning, with the cause): debug, or an outage floods the console.
 */
export function knexLog(log: FastifyBaseLogger): Knex.Logger {
  const repeated = /^(Acquire connection error|Connection Error):/;
  return {
    warn: (message: unknown) => (repeated.test(String(message)) ? log.debug : log.warn).call(log, String(message)),
    error: (message: unknown) => log.error(String(message)),
    deprecate: (method: string, alternative: string) => log.warn(`knex: ${method} is deprecated, use ${alternative}`),
    debug: (message: unknown) => log.debug(String(message)),
  };
}

/**
 * One pool per process, read through the store (repositories/store.ts). The pool is drained when the app closes.
 * Every wait on it is bounded by the configuration's timeouts (knexfile.ts), so a database
 * outage reaches the error handler as an error within seconds (a 503 there), never as a hang.
 */
/** The configured bounds on every wait for PostgreSQL. */
export function databaseTimeouts(config: FastifyInstance['config']): DatabaseTimeouts {
  return {
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    longStatementMs: config.DB_LONG_STATEMENT_TIMEOUT_MS,
    acquireMs: config.DB_ACQUIRE_TIMEOUT_MS,
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
  };
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const db = knex({
    ...knexConfig(options.databaseUrl, undefined, databaseTimeouts(app.config)),
    log: knexLog(app.log.child({ component: 'knex' })),
  });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db', fastify: '5.x' });
