/**
 * How long the process waits on PostgreSQL, in milliseconds. Every wait is bounded, so a
 * database that is stopped, unreachable or frozen costs a request a few seconds and a 503
 * (api/database/outage.ts), never a hang.
 */
export interface DatabaseTimeouts {
  /** PostgreSQL's `statement_timeout` for every connection of the pool. */
  statementMs: number;
  /** The statement timeout of work known to be long: migrations, reports, reconciliation (long-statements.ts). */
  longStatementMs: number;
  /** Longest wait for a pooled connection (knex's `acquireConnectionTimeout`). */
  acquireMs: number;
  /** Longest wait for a new connection's handshake (pg's `connectionTimeoutMillis`). */
  connectMs: number;
}

/** The defaults of `DB_*_TIMEOUT_MS` (api/config.ts), also used by processes that build their pool without the config. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 5000,
  longStatementMs: 120_000,
  acquireMs: 3000,
  connectMs: 3000,
};

/**
 * How much longer than the statement timeout the client waits for an answer before it gives
 * the connection up (query-deadline.ts): a server that is merely slow cancels the statement
 * itself first (57014); one that sends nothing at all (frozen, or a network that drops packets)
 * is caught here.
 */
export const QUERY_DEADLINE_MARGIN_MS = 1000;

/** TCP keepalive on every connection, so a peer that vanished (host down, cable cut) is noticed. */
export const KEEPALIVE_INITIAL_DELAY_MS = 10_000;
