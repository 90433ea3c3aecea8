/**
 * Whether an error means PostgreSQL is away (stopped, restarting, unreachable, frozen, out of
 * connections) rather than that the code asked it something wrong. The first is the service
 * being unavailable for a while (503 with Retry-After, a warning); the second is a bug (500, an
 * error). Unit-tested against errors captured from a real server (tests/unit/database/outage.test.ts).
 */

/** Socket errors: nothing listens, the connection was cut, the host or its name cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: the server is shutting down or crashed (57P01, 57P02) or not accepting connections
 * yet (57P03), a statement ran past `statement_timeout` (57014), no connection slot is left
 * (53300). Class 08 (connection exceptions) is matched by its prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** What pg, pg-pool and knex say, without a code, when a connection fails or times out. */
const CLIENT_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Query read timeout',
]);

/** Errors whose name says it: knex's pool timing out, our own client-side deadline (query-deadline.ts). */
const OUTAGE_NAMES = new Set(['KnexTimeoutError', 'QueryDeadlineError']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  /** objection's wrapper of a driver error (db-errors). */
  nativeError?: unknown;
  /** AggregateError: a host name with several addresses, each refused. */
  errors?: unknown;
}

function isOutageItself(error: ErrorLike): boolean {
  if (typeof error.name === 'string' && OUTAGE_NAMES.has(error.name)) return true;
  if (typeof error.code === 'string') {
    if (NETWORK_CODES.has(error.code) || SQLSTATES.has(error.code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(error.code)) return true;
  }
  return typeof error.message === 'string' && CLIENT_MESSAGES.has(clientMessageOf(error.message));
}

/**
 * knex puts the statement in front of a driver's message (`select … - Connection terminated
 * unexpectedly`): the driver's words are what follows the last ` - `.
 */
function clientMessageOf(message: string): string {
  const cut = message.lastIndexOf(' - ');
  return CLIENT_MESSAGES.has(message) || cut < 0 ? message : message.slice(cut + 3);
}

/** Looks at the error and what it wraps (cause, objection's nativeError, an AggregateError's errors). */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const candidate = error as ErrorLike;
  if (isOutageItself(candidate)) return true;
  const inner = [candidate.cause, candidate.nativeError, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return inner.some((wrapped) => isDatabaseOutage(wrapped, depth + 1));
}

/** What an outage's 503 tells clients to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
