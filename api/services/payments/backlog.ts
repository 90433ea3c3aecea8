import { PAYMENT_MESSAGES as M } from '../../../domain/messages/payments.ts';
import { AppError } from '../../errors.ts';
import { JOBS } from '../../repositories/payment-jobs-repository.ts';
import type { Store } from '../../repositories/store.ts';

/** How often a process counts the backlog: a charge never waits for the count. */
const READ_EVERY_MS = 1000;
/** What a refused charge is told: about the time the runners take to drain a few thousand attempts. */
const RETRY_AFTER_SECONDS = 5;

export interface PaymentBacklog {
  /** 503 with Retry-After while more attempts wait for their first send than the limit; else null. */
  refusal(): AppError | null;
}

/**
 * Back-pressure: charges are accepted faster than providers settle them, so past
 * `PAYMENTS_BACKLOG_LIMIT` attempts waiting for their first send a new payment is answered 503
 * (`payments_backlog`, Retry-After) instead of joining a queue that only grows; the caller
 * sends it again later with the same Idempotency-Key. The count is read behind the request
 * path at most once a second; a read that fails (the database away) keeps the last one.
 * A limit of 0 turns the gate off.
 */
export function paymentBacklog(store: Store, limit: number): PaymentBacklog {
  let waiting = 0;
  let readAt = 0;
  let reading = false;
  const read = () => {
    if (reading || Date.now() - readAt < READ_EVERY_MS) return;
    reading = true;
    readAt = Date.now();
    store.paymentJobs
      .countWaitingAttempts(JOBS.processAttempt, limit + 1)
      .then((count) => {
        waiting = count;
      })
      .catch(() => {
        // The count is a hint: when the database is away the charge itself answers 503.
      })
      .finally(() => {
        reading = false;
      });
  };
  return {
    refusal() {
      if (limit <= 0) return null;
      read();
      return waiting > limit
        ? new AppError('service_unavailable', M.backlogFull, {
            headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          })
        : null;
    },
  };
}
