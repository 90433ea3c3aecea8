import type { LookupOutcome } from '../providers/types.ts';
import { enqueuePollAttempt } from '../services/payments/job-queue.ts';
import {
  attemptToLookUp,
  ENGINE_REASONS,
  markProcessing,
  providerAttemptOf,
  settleAttempt,
  settleOnFinalOutcome,
} from '../services/payments/settle-attempt.ts';
import type { JobContext } from './context.ts';
import { openAttempt } from './load-attempt.ts';

/**
 * `poll_payment_attempt`: asks the provider where an attempt stands, in case its callback never
 * comes. An accepted attempt is asked by its status call; one whose sends all got transient
 * answers is looked up by its reference (the provider may have accepted it after all).
 *
 * Only the provider's word ends an attempt: a final status settles it, and "never received"
 * fails it (PROVIDER_TIMEOUT). Anything else, however long, asks again later: past
 * PAYMENTS_MAX_PENDING_SECONDS the attempt is marked unresolved (staff see it; polls slow to
 * every few minutes; the day's settlement statement can settle it), never failed, because a
 * provider that is slow to answer may still have collected the money.
 */
export async function pollPaymentAttempt(ctx: JobContext, attemptId: string, polls: number): Promise<void> {
  const loaded = await openAttempt(ctx.store, attemptId);
  if (!loaded) return;
  const { payment, attempt } = loaded;
  const adapter = ctx.providers.forMode(payment.livemode).get(payment.provider);
  const accepted = attempt.status === 'processing' ? providerAttemptOf(payment, attempt) : null;
  const outcome: LookupOutcome = accepted
    ? await adapter.fetchStatus(accepted)
    : await adapter.lookup(attemptToLookUp(payment, attempt));
  if (await settleOnFinalOutcome(ctx.store, attempt.id, outcome)) return;
  switch (outcome.kind) {
    case 'unknown':
      // Every send was answered transiently, and the provider says it holds nothing.
      await settleAttempt(ctx.store, attempt.id, { status: 'failed', ...ENGINE_REASONS.providerTimeout });
      return;
    case 'pending':
      if (!accepted) {
        // The provider did accept one of the sends: from now on it is an accepted attempt.
        await markProcessing(ctx.store, attempt.id, outcome.attempt, (tx) => enqueuePollAttempt(tx, attempt.id, 0));
        return;
      }
      break;
    case 'transient':
      ctx.log.info({ reference: payment.reference, problem: outcome.problem }, 'status poll was transient');
      break;
  }
  const ageSeconds = (Date.now() - new Date(attempt.created_at).getTime()) / 1000;
  if (ageSeconds > ctx.maxPendingSeconds && !attempt.unresolved_since) {
    const reason = outcome.kind === 'pending' ? 'provider_pending' : 'status_unreadable';
    ctx.log.warn({ reference: payment.reference, reason }, 'payment unresolved: no final answer from the provider');
    await ctx.store.payments.markUnresolved(attempt.id, reason);
  }
  await enqueuePollAttempt(ctx.store, attempt.id, polls + 1, ageSeconds > ctx.maxPendingSeconds);
}
