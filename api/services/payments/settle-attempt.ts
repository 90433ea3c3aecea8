import type { Knex } from 'knex';
import type { ProviderAttempt } from '../../providers/types.ts';
import {
  type AttemptRow,
  createPaymentsRepository,
  type PaymentRow,
  type PaymentWithAttempt,
} from '../../repositories/payments-repository.ts';
import { customerLedgerAccount } from '../ledger/customer-ledger-account.ts';
import { postTransfer } from '../ledger/post-transaction.ts';
import { ledgerTransferFor } from './ledger-mapping.ts';
import { FINAL_STATUSES } from './model.ts';
import { readFeeSchedule } from './platform-fee.ts';
import { eventPayload } from './records.ts';

export type FinalResult =
  | { status: 'success'; providerReference?: string | undefined; providerTransactionId?: string | undefined }
  | { status: 'failed'; code: string; message: string; providerReference?: string | undefined };

/** Reasons the engine itself gives (the providers' own codes are stored as they spelled them). */
export const ENGINE_REASONS = {
  providerTimeout: { code: 'PROVIDER_TIMEOUT', message: 'The provider did not answer in time' },
  expired: { code: 'EXPIRED', message: 'The payment was not confirmed in time' },
} as const;

/** Still the payment's live attempt, and the payment not yet final: only then may a result change anything. */
export function isOpen({ payment, attempt }: PaymentWithAttempt): boolean {
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
    const payments = createPaymentsRepository(trx);
    const locked = await payments.findWithPayment(attemptId, { lock: true });
    if (!locked || !isOpen(locked)) return false;
    const { payment, attempt } = locked;
    const failure = result.status === 'failed' ? { code: result.code, message: result.message } : null;
    const updated = await payments.finish(locked, {
      status: result.status,
      failure,
      providerReference: result.providerReference ?? attempt.provider_reference,
      providerTransactionId:
        result.status === 'success'
          ? (result.providerTransactionId ?? attempt.provider_transaction_id)
          : attempt.provider_transaction_id,
    });
    await payments.addStatusChange({
      paymentId: payment.id,
      attemptId: attempt.id,
      from: payment.status,
      to: result.status,
      ...(failure ? { reason: failure.code } : {}),
    });
    if (result.status === 'success') {
      const charged = updated.payment;
      const customerAccount =
        charged.details.kind === 'mobile_money_charge'
          ? await customerLedgerAccount(trx, charged.user_id, charged.details.accountId)
          : undefined;
      await postTransfer(trx, ledgerTransferFor(charged, updated.attempt, await readFeeSchedule(trx), customerAccount));
    }
    await payments.addEvent(
      payment.id,
      result.status === 'success' ? 'payment.completed' : 'payment.failed',
      eventPayload(updated.payment),
    );
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
    const payments = createPaymentsRepository(trx);
    const locked = await payments.findWithPayment(attemptId, { lock: true });
    if (!locked || !isOpen(locked)) return false;
    const { payment, attempt } = locked;
    await payments.markAttemptProcessing(attempt.id, accepted);
    if (payment.status !== 'processing') {
      await payments.setPaymentStatus(payment.id, 'processing');
      await payments.addStatusChange({
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
