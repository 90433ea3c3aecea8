import { createPaymentsRepository } from '../repositories/payments-repository.ts';
import { enqueuePollAttempt } from '../services/payments/job-queue.ts';
import { ENGINE_REASONS, markProcessing, settleAttempt } from '../services/payments/settle-attempt.ts';
import type { JobContext, RunInfo } from './context.ts';
import { initiateAttempt } from './initiate-request.ts';
import { openAttempt } from './load-attempt.ts';

/** Thrown on a transient provider answer so graphile-worker retries the job with its backoff. */
export class TransientProviderError extends Error {
  override name = 'TransientProviderError';
}

/**
 * `process_payment_attempt`: asks the provider to collect or transfer. Pending → processing and
 * a poll is scheduled; succeeded / failed → settled; transient → thrown, so the queue retries
 * with backoff. On the last allowed run a transient answer no longer throws: an attempt the
 * provider may know of (a provider reference) is polled until it is final or expires, any
 * other fails with PROVIDER_TIMEOUT, so no payment stays pending for ever.
 */
export async function processPaymentAttempt(ctx: JobContext, attemptId: string, run: RunInfo): Promise<void> {
  const loaded = await openAttempt(ctx.db, attemptId);
  if (!loaded) return;
  const { payment, attempt } = loaded;
  const log = ctx.log.child({ reference: payment.reference, attempt: attempt.attempt_number });
  if (attempt.status === 'processing') {
    // A re-run after the provider already accepted (the worker stopped before finishing the job).
    await enqueuePollAttempt(ctx.db, attempt.id, 0);
    return;
  }
  const outcome = await initiateAttempt(ctx.providers.forMode(payment.livemode), payment, attempt);
  switch (outcome.kind) {
    case 'pending':
      await markProcessing(ctx.db, attempt.id, outcome.attempt, (trx) => enqueuePollAttempt(trx, attempt.id, 0));
      return;
    case 'succeeded':
      await settleAttempt(ctx.db, attempt.id, {
        status: 'success',
        providerReference: outcome.attempt.providerReference,
        providerTransactionId: outcome.providerTransactionId,
      });
      return;
    case 'failed':
      await settleAttempt(ctx.db, attempt.id, {
        status: 'failed',
        code: outcome.reason.code,
        message: outcome.reason.message,
        providerReference: outcome.providerReference ?? outcome.attempt?.providerReference,
      });
      return;
    case 'transient': {
      if (outcome.providerReference && !attempt.provider_reference) {
        await createPaymentsRepository(ctx.db).rememberProviderReference(attempt.id, outcome.providerReference);
      }
      if (run.attempt < run.maxAttempts) {
        log.warn({ problem: outcome.problem, run: run.attempt }, 'provider answer was transient; retrying');
        throw new TransientProviderError(`${outcome.problem}: ${outcome.message}`);
      }
      const providerReference = outcome.providerReference ?? attempt.provider_reference;
      if (providerReference) {
        log.warn({ problem: outcome.problem }, 'provider kept failing; polling the attempt it may have created');
        await markProcessing(
          ctx.db,
          attempt.id,
          {
            provider: payment.provider,
            reference: attempt.provider_request_reference,
            providerReference,
            amount: Number(payment.amount),
            currency: 'XAF',
            providerData: attempt.provider_data ?? {},
          },
          (trx) => enqueuePollAttempt(trx, attempt.id, 0),
        );
        return;
      }
      log.warn({ problem: outcome.problem }, 'provider kept failing; the payment fails');
      await settleAttempt(ctx.db, attempt.id, { status: 'failed', ...ENGINE_REASONS.providerTimeout });
      return;
    }
  }
}
