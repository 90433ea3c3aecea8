import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../identity/sessions.ts';
import { type IdempotentAnswer, storeAnswer, takeKey } from './idempotency-store.ts';
import { enqueueProcessAttempt, nudgeJobRunners } from './job-queue.ts';
import { PAYMENT_MESSAGES as M } from './messages.ts';
import { attemptReference, type PaymentRow } from './model.ts';
import { visibleTo } from './payment-access.ts';
import { recordStatusChange } from './records.ts';

/**
 * Retries a failed payment: a new attempt with the next number and its own provider reference
 * (`<reference>-R<n>`), the payment back to pending, and the job, all in one transaction. The
 * row lock makes two simultaneous retries create one attempt (the second sees it pending).
 */
export interface RetriedPayment {
  reference: string;
  status: 'pending';
  attempt: number;
}

export async function retryPayment(
  db: Knex,
  user: SessionUser,
  reference: string,
  answer?: IdempotentAnswer<RetriedPayment>,
): Promise<RetriedPayment> {
  const retried = await db.transaction(async (trx) => {
    // The key first: a replay must not depend on what the payment has become since.
    if (answer) await takeKey(trx, answer.claim);
    const payment = (await visibleTo(trx('payments').where('payments.reference', reference), user)
      .forUpdate()
      .first()) as PaymentRow | undefined;
    if (!payment) throw new AppError('not_found', M.paymentNotFound);
    if (payment.status !== 'failed') throw new AppError('conflict', M.onlyFailedRetry);
    const attemptNumber = payment.attempt_count + 1;
    const [attempt] = (await trx('payment_attempts')
      .insert({
        payment_id: payment.id,
        attempt_number: attemptNumber,
        provider_request_reference: attemptReference(payment.reference, attemptNumber),
      })
      .returning('id')) as { id: string }[];
    if (!attempt) throw new Error('payment attempt was not created');
    await trx('payments').where({ id: payment.id }).update({
      status: 'pending',
      attempt_count: attemptNumber,
      failure_code: null,
      failure_message: null,
      completed_at: null,
    });
    await recordStatusChange(trx, {
      paymentId: payment.id,
      attemptId: attempt.id,
      from: 'failed',
      to: 'pending',
      reason: 'RETRY',
    });
    await enqueueProcessAttempt(trx, attempt.id);
    const result: RetriedPayment = { reference: payment.reference, status: 'pending', attempt: attemptNumber };
    if (answer) await storeAnswer(trx, answer, result);
    return result;
  });
  nudgeJobRunners(db);
  return retried;
}
