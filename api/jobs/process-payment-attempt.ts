import type { ProviderAdapters } from '../providers/index.ts';
import type { LookupOutcome, ProviderOutcome } from '../providers/types.ts';
import type { PaymentWithAttempt } from '../repositories/payments-repository.ts';
import { claimSend } from '../services/payments/claim-send.ts';
import { enqueuePollAttempt } from '../services/payments/job-queue.ts';
import { attemptToLookUp, markProcessing, settleOnFinalOutcome } from '../services/payments/settle-attempt.ts';
import type { JobContext, RunInfo } from './context.ts';
import { initiateAttempt } from './initiate-request.ts';

/** Thrown on a transient provider answer so graphile-worker retries the job with its backoff. */
export class TransientProviderError extends Error {
  override name = 'TransientProviderError';
}

/**
 * The provider is called at most once per reference. The first claim sends. A later claim (the
 * job ran before and died, was stopped, or got a transient answer that may hide an accepted
 * request) asks the provider about the reference first, and sends again only when the
 * provider has no trace of it.
 */
async function sendOnce(providers: ProviderAdapters, claimed: PaymentWithAttempt): Promise<ProviderOutcome> {
  const { payment, attempt } = claimed;
  if (attempt.sends > 1) {
    const found: LookupOutcome = await providers.get(payment.provider).lookup(attemptToLookUp(payment, attempt));
    if (found.kind !== 'unknown') return found;
  }
  return initiateAttempt(providers, payment, attempt);
}

/**
 * `process_payment_attempt`: asks the provider to collect or transfer. Pending → processing and
 * a poll is scheduled; succeeded / failed → settled; transient → thrown, so the queue retries
 * with backoff. On the last allowed run a transient answer no longer throws: the attempt is
 * handed to polling, which asks the provider about the reference until it answers (an attempt
 * the provider says it never received then fails with PROVIDER_TIMEOUT).
 */
export async function processPaymentAttempt(ctx: JobContext, attemptId: string, run: RunInfo): Promise<void> {
  const claimed = await claimSend(ctx.store, attemptId);
  if (!claimed) return;
  const { payment, attempt } = claimed;
  const log = ctx.log.child({ reference: payment.reference, attempt: attempt.attempt_number });
  if (attempt.status === 'processing') {
    // A re-run after the provider already accepted (the worker stopped before finishing the job).
    await enqueuePollAttempt(ctx.store, attempt.id, 0);
    return;
  }
  const outcome = await sendOnce(ctx.providers.forMode(payment.livemode), claimed);
  if (await settleOnFinalOutcome(ctx.store, attempt.id, outcome)) return;
  switch (outcome.kind) {
    case 'pending':
      await markProcessing(ctx.store, attempt.id, outcome.attempt, (tx) => enqueuePollAttempt(tx, attempt.id, 0));
      return;
    case 'transient': {
      if (run.attempt < run.maxAttempts) {
        log.warn({ problem: outcome.problem, run: run.attempt }, 'provider answer was transient; retrying');
        throw new TransientProviderError(`${outcome.problem}: ${outcome.message}`);
      }
      log.warn({ problem: outcome.problem }, 'provider kept failing; asking it about the reference until it answers');
      await enqueuePollAttempt(ctx.store, attempt.id, 0);
      return;
    }
  }
}
