/**
 * The client's own deadline on each query. `statement_timeout` is PostgreSQL's: a server that
 * is frozen (SIGSTOP, a stalled disk, a network that drops packets without a reset) never
 * applies it, and the query would wait forever with its request. Past the deadline the
 * query fails with `QueryDeadlineError` and its connection is closed, never handed out again:
 * it still has a statement in flight whose answer may arrive later, in the middle of someone
 * else's query.
 */
export class QueryDeadlineError extends Error {
  override name = 'QueryDeadlineError';
  readonly deadlineMs: number;

  constructor(deadlineMs: number) {
    super(`PostgreSQL sent no answer within ${deadlineMs} ms`);
    this.deadlineMs = deadlineMs;
  }
}

const DEADLINE_MS = Symbol('query deadline override');
const GAVE_UP = Symbol('query deadline passed');

type QueryCallback = (error: Error | null, result?: unknown) => void;

/** The part of a `pg.Client` this needs (knex's pool hands its connections to `afterCreate`). */
interface PooledClient {
  query: (...args: unknown[]) => unknown;
  end(): Promise<void>;
  /** knex's mark of a connection its pool must destroy rather than reuse. */
  __knex__disposed?: unknown;
  [DEADLINE_MS]?: number | undefined;
  [GAVE_UP]?: QueryDeadlineError;
}

/** A longer deadline on one connection while it runs long statements (long-statements.ts); undefined restores the pool's. */
export function setQueryDeadline(connection: object, deadlineMs: number | undefined): void {
  (connection as PooledClient)[DEADLINE_MS] = deadlineMs;
}

/**
 * knex's pool `afterCreate` hook: every query sent with a callback (all of knex's) gets
 * `deadlineMs`. Other forms (streams, promises) are left as they are.
 */
export function boundQueries(deadlineMs: number) {
  return (connection: PooledClient, done: (error: Error | null, connection: PooledClient) => void): void => {
    const query = connection.query.bind(connection);
    connection.query = (...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback !== 'function') return query(...args);
      // A transaction's ROLLBACK after the deadline fails with the deadline's error, not with
      // pg's "Client was closed", so the caller learns why (knex rejects with the last error).
      const gaveUp = connection[GAVE_UP];
      if (gaveUp) {
        process.nextTick(callback as QueryCallback, gaveUp);
        return undefined;
      }
      const ms = connection[DEADLINE_MS] ?? deadlineMs;
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        const error = new QueryDeadlineError(ms);
        connection[GAVE_UP] = error;
        connection.__knex__disposed = error;
        (callback as QueryCallback)(error);
        // With a query in flight, pg's end() destroys the socket rather than wait for the server.
        connection.end().catch(() => {});
      }, ms);
      timer.unref();
      args[last] = (error: Error | null, result?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        (callback as QueryCallback)(error, result);
      };
      return query(...args);
    };
    done(null, connection);
  };
}
