import type { Static } from 'typebox';
import { PAYMENT_MESSAGES as M } from '../../../domain/messages/payments.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { RetriedPaymentSchema } from '../../schemas/payments.ts';
import type { SessionUser } from '../identity/sessions.ts';
import { type IdempotentAnswer, storeAnswer, takeKey } from './idempotency-store.ts';
import { enqueueProcessAttempt } from './job-queue.ts';
import { attemptReference } from './model.ts';

/** What a retry answers: the payment, pending again, and the number of its new attempt. */
export type RetriedPayment = Static<typeof RetriedPaymentSchema>['data'];

/**
 * Retries a failed payment: a new attempt with the next number and its own provider reference
 * (`<reference>-R<n>`), the payment back to pending, and the job, all in one transaction. The
 * row lock makes two simultaneous retries create one attempt (the second sees it pending).
 */
export async function retryPayment(
  store: Store,
  user: SessionUser & { livemode: boolean },
  reference: string,
  answer?: IdempotentAnswer<RetriedPayment>,
): Promise<RetriedPayment> {
  const retried = await store.transaction(async (tx) => {
    // The key first: a replay must not depend on what the payment has become since.
    if (answer) await takeKey(tx, answer.claim);
    const payment = await tx.paymentReads.lockVisible(user, reference);
    if (!payment) throw new AppError('not_found', M.paymentNotFound);
    if (payment.status !== 'failed') throw new AppError('conflict', M.onlyFailedRetry);
    // Its failure refunded the source account: sending it again would pay out money nobody was debited for.
    if (payment.details.kind === 'account_payout') throw new AppError('conflict', M.payoutNotRetried);
    const payments = tx.payments;
    const attemptNumber = payment.attempt_count + 1;
    const attemptId = await payments.addRetryAttempt(payment, {
      number: attemptNumber,
      requestReference: attemptReference(payment.reference, attemptNumber),
    });
    await payments.addStatusChange({
      paymentId: payment.id,
      attemptId,
      from: 'failed',
      to: 'pending',
      reason: 'RETRY',
    });
    await enqueueProcessAttempt(tx, attemptId);
    const result: RetriedPayment = {
      reference: payment.reference,
      livemode: payment.livemode,
      status: 'pending',
      attempt: attemptNumber,
    };
    if (answer) await storeAnswer(tx, answer, result);
    return result;
  });
  store.paymentJobs.nudgeRunners();
  return retried;
}
