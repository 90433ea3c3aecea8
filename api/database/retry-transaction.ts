import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';

/**
 * SQLSTATEs after which PostgreSQL has rolled the transaction back and running it again may
 * succeed: a deadlock it broke by choosing this transaction (40P01), and a serialization
 * failure (40001: a repeatable-read or serializable transaction met a concurrent change).
 */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** Whether the error (or an error it wraps) is one PostgreSQL asks the client to retry. */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

export interface RetryTransactionOptions {
  /** Runs of the transaction in all, the first included. */
  attempts?: number;
  /** The first retry waits up to this many milliseconds, each later one up to twice the one before. */
  baseDelayMs?: number;
  isolationLevel?: Knex.IsolationLevels;
}

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BASE_DELAY_MS = 10;

/**
 * `db.transaction(work)`, run again from the start when PostgreSQL aborts it with a deadlock or
 * a serialization failure, up to `attempts` runs, after a random pause below 10, 20, 40… ms
 * (full jitter: the transactions that collided do not meet again in step). The last failure,
 * or any other error, is thrown as it came.
 *
 * `work` must be safe to run more than once: everything it wrote was rolled back with the
 * transaction, so it only has to compute its values (ids, references, the idempotency claim)
 * afresh inside, not before. Called with a transaction already open, it runs `work` once in a
 * savepoint and never retries: the conflict aborted the outer transaction's work as well, which
 * only its owner can run again.
 */
export async function retryTransaction<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  options: RetryTransactionOptions = {},
): Promise<T> {
  const config: Knex.TransactionConfig = options.isolationLevel ? { isolationLevel: options.isolationLevel } : {};
  if (db.isTransaction) return db.transaction(work, config);
  const attempts = Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, config);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
