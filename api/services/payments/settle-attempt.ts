import type { Knex } from 'knex';
import type { ProviderAttempt } from '../../providers/types.ts';
import { postTransfer } from '../ledger/post-transaction.ts';
import { ledgerTransferFor } from './ledger-mapping.ts';
import { type AttemptRow, FINAL_STATUSES, type PaymentRow } from './model.ts';
import { recordEvent, recordStatusChange } from './records.ts';

export type FinalResult =
  | { status: 'success'; providerReference?: string | undefined; providerTransactionId?: string | undefined }
  | { status: 'failed'; code: string; message: string; providerReference?: string | undefined };

/** Reasons the engine itself gives (the providers' own codes are stored as they spelled them). */
export const ENGINE_REASONS = {
  providerTimeout: { code: 'PROVIDER_TIMEOUT', message: 'The provider did not answer in time' },
  expired: { code: 'EXPIRED', message: 'The payment was not confirmed in time' },
} as const;

export interface LockedAttempt {
  payment: PaymentRow;
  attempt: AttemptRow;
}

/** The attempt and its payment, the payment row locked until the transaction ends. */
export async function lockAttempt(trx: Knex.Transaction, attemptId: string): Promise<LockedAttempt | null> {
  const attempt = (await trx('payment_attempts').where({ id: attemptId }).first()) as AttemptRow | undefined;
  if (!attempt) return null;
  const payment = (await trx('payments').where({ id: attempt.payment_id }).forUpdate().first()) as
    | PaymentRow
    | undefined;
  if (!payment) return null;
  return { payment, attempt };
}

/** Still the payment's live attempt, and the payment not yet final: only then may a result change anything. */
export function isOpen({ payment, attempt }: LockedAttempt): boolean {
  return !FINAL_STATUSES.includes(payment.status) && attempt.attempt_number === payment.attempt_count;
}

/**
 * Ends an attempt, and so its payment, in one transaction: lock the payment row, do nothing
 * if it is already final (a second callback, a poll racing a callback, a re-run job), else
 * set the status, write the history line, post the ledger (success only: the unique
 * attempt_id makes a second posting impossible) and the completed/failed event.
 * Returns whether this call made the change.
 */
export async function settleAttempt(db: Knex, attemptId: string, result: FinalResult): Promise<boolean> {
  return db.transaction(async (trx) => {
    const locked = await lockAttempt(trx, attemptId);
    if (!locked || !isOpen(locked)) return false;
    const { payment, attempt } = locked;
    const failure = result.status === 'failed' ? { code: result.code, message: result.message } : null;
    const [updatedAttempt] = (await trx('payment_attempts')
      .where({ id: attempt.id })
      .update({
        status: result.status,
        provider_reference: result.providerReference ?? attempt.provider_reference,
        provider_transaction_id:
          result.status === 'success'
            ? (result.providerTransactionId ?? attempt.provider_transaction_id)
            : attempt.provider_transaction_id,
        failure_code: failure?.code ?? null,
        failure_message: failure?.message ?? null,
        completed_at: trx.fn.now(),
      })
      .returning('*')) as AttemptRow[];
    const [updated] = (await trx('payments')
      .where({ id: payment.id })
      .update({
        status: result.status,
        failure_code: failure?.code ?? null,
        failure_message: failure?.message ?? null,
        completed_at: trx.fn.now(),
      })
      .returning('*')) as PaymentRow[];
    if (!updated || !updatedAttempt) throw new Error(`payment ${payment.reference} vanished while settling`);
    await recordStatusChange(trx, {
      paymentId: payment.id,
      attemptId: attempt.id,
      from: payment.status,
      to: result.status,
      ...(failure ? { reason: failure.code } : {}),
    });
    if (result.status === 'success') await postTransfer(trx, ledgerTransferFor(updated, updatedAttempt));
    await recordEvent(trx, result.status === 'success' ? 'payment.completed' : 'payment.failed', updated);
    return true;
  });
}

/**
 * The provider accepted the attempt and will answer later: remember its handle (needed to
 * poll and to check callbacks) and show the payment as processing.
 */
export async function markProcessing(
  db: Knex,
  attemptId: string,
  accepted: ProviderAttempt,
  schedulePoll: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const locked = await lockAttempt(trx, attemptId);
    if (!locked || !isOpen(locked)) return false;
    const { payment, attempt } = locked;
    await trx('payment_attempts')
      .where({ id: attempt.id })
      .update({
        status: 'processing',
        provider_reference: accepted.providerReference,
        provider_data: JSON.stringify(accepted.providerData),
      });
    if (payment.status !== 'processing') {
      await trx('payments').where({ id: payment.id }).update({ status: 'processing' });
      await recordStatusChange(trx, {
        paymentId: payment.id,
        attemptId: attempt.id,
        from: payment.status,
        to: 'processing',
      });
    }
    await schedulePoll(trx);
    return true;
  });
}

/** The ProviderAttempt an adapter needs for status calls and callbacks, from the stored attempt. */
export function providerAttemptOf(payment: PaymentRow, attempt: AttemptRow): ProviderAttempt | null {
  if (!attempt.provider_reference) return null;
  return {
    provider: payment.provider,
    reference: attempt.provider_request_reference,
    providerReference: attempt.provider_reference,
    amount: Number(payment.amount),
    currency: 'XAF',
    providerData: attempt.provider_data ?? {},
  };
}
