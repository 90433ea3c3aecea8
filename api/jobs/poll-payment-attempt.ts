import { enqueuePollAttempt } from '../services/payments/job-queue.ts';
import { ENGINE_REASONS, providerAttemptOf, settleAttempt } from '../services/payments/settle-attempt.ts';
import type { JobContext } from './context.ts';
import { openAttempt } from './load-attempt.ts';

/**
 * `poll_payment_attempt`: asks the provider where an accepted attempt stands, in case its
 * callback never comes. Final answers settle the payment; anything else schedules the next
 * poll, until the attempt is older than PAYMENTS_MAX_PENDING_SECONDS: then it fails as EXPIRED.
 */
export async function pollPaymentAttempt(ctx: JobContext, attemptId: string, polls: number): Promise<void> {
  const loaded = await openAttempt(ctx.db, attemptId);
  if (!loaded) return;
  const { payment, attempt } = loaded;
  const providerAttempt = providerAttemptOf(payment, attempt);
  if (!providerAttempt) return;
  const ageSeconds = (Date.now() - new Date(attempt.created_at).getTime()) / 1000;
  if (ageSeconds > ctx.maxPendingSeconds) {
    await settleAttempt(ctx.db, attempt.id, { status: 'failed', ...ENGINE_REASONS.expired });
    return;
  }
  const outcome = await ctx.providers.forMode(payment.livemode).get(payment.provider).fetchStatus(providerAttempt);
  if (outcome.kind === 'succeeded') {
    await settleAttempt(ctx.db, attempt.id, {
      status: 'success',
      providerTransactionId: outcome.providerTransactionId,
    });
    return;
  }
  if (outcome.kind === 'failed') {
    await settleAttempt(ctx.db, attempt.id, {
      status: 'failed',
      code: outcome.reason.code,
      message: outcome.reason.message,
    });
    return;
  }
  if (outcome.kind === 'transient') {
    ctx.log.info({ reference: payment.reference, problem: outcome.problem }, 'status poll was transient');
  }
  await enqueuePollAttempt(ctx.db, attempt.id, polls + 1);
}
