import type { AttemptToLookUp, CallbackOutcome, LookupOutcome, ProviderAttempt } from '../../providers/types.ts';
import type { AttemptRow, PaymentRow, PaymentWithAttempt } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { finishAccountPayout } from '../accounts/payout-settlement.ts';
import { customerLedgerAccount } from '../ledger/customer-ledger-account.ts';
import { postTransfer } from '../ledger/post-transaction.ts';
import { ledgerTransferFor, payoutRefundFor } from './ledger-mapping.ts';
import { FINAL_STATUSES } from './model.ts';
import { readFeeSchedule } from './platform-fee.ts';
import { eventPayload } from './records.ts';

export type FinalResult =
  | { status: 'success'; providerReference?: string | undefined; providerTransactionId?: string | undefined }
  | { status: 'failed'; code: string; message: string; providerReference?: string | undefined };

/**
 * Reasons the engine itself gives (the providers' own codes are stored as they spelled them).
 * Each rests on the provider's own word: it never received the request, or its settlement
 * statements of the attempt's day and the next do not show it. A provider that merely does not
 * answer never fails a payment.
 */
export const ENGINE_REASONS = {
  providerTimeout: { code: 'PROVIDER_TIMEOUT', message: 'The provider did not answer in time' },
  notInStatement: {
    code: 'NOT_IN_STATEMENT',
    message: "The provider's settlement statements do not show this payment",
  },
} as const;

/** Still the payment's live attempt, and the payment not yet final: only then may a result change anything. */
export function isOpen({ payment, attempt }: PaymentWithAttempt): boolean {
  return !FINAL_STATUSES.includes(payment.status) && attempt.attempt_number === payment.attempt_count;
}

/**
 * Runs `change` in one transaction with the payment row locked, only while the attempt is still
 * open (else answers false, changing nothing). A deadlock or serialization failure runs it again
 * whole: nothing of the aborted run committed.
 */
function withOpenAttempt(
  store: Store,
  attemptId: string,
  change: (tx: Store, locked: PaymentWithAttempt) => Promise<void>,
): Promise<boolean> {
  return store.transaction(
    async (tx) => {
      const locked = await tx.payments.findWithPayment(attemptId, { lock: true });
      if (!locked || !isOpen(locked)) return false;
      await change(tx, locked);
      return true;
    },
    { retry: true },
  );
}

/**
 * Ends an attempt, and so its payment, in one transaction: lock the payment row, do nothing
 * if it is already final (a second callback, a poll racing a callback, a re-run job), else
 * set the status, write the history line, post the ledger (success; and a payout's refund on
 * failure: the unique attempt_id makes a second posting impossible) and the completed/failed
 * event (a payout's under its public-API payment, `finishAccountPayout`).
 * Returns whether this call made the change.
 */
export async function settleAttempt(store: Store, attemptId: string, result: FinalResult): Promise<boolean> {
  return withOpenAttempt(store, attemptId, async (tx, locked) => {
    const payments = tx.payments;
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
    const settled = updated.payment;
    if (result.status === 'success') {
      const customerAccount =
        settled.details.kind === 'mobile_money_charge'
          ? await customerLedgerAccount(tx, settled.user_id, settled.details.accountId)
          : undefined;
      await postTransfer(tx, ledgerTransferFor(settled, updated.attempt, await readFeeSchedule(tx), customerAccount));
    } else if (settled.details.kind === 'account_payout') {
      // The source account was debited when the payout was accepted: a failure gives it back.
      await postTransfer(tx, payoutRefundFor(settled, updated.attempt));
    }
    if (settled.details.kind === 'account_payout') {
      // The public API's payment tells its own story (its id, its fields): one set of events.
      await finishAccountPayout(tx, settled);
    } else {
      await payments.addEvent(
        payment.id,
        result.status === 'success' ? 'payment.completed' : 'payment.failed',
        eventPayload(settled),
      );
    }
  });
}

/**
 * The provider accepted the attempt and will answer later: remember its handle (needed to
 * poll and to check callbacks) and show the payment as processing.
 */
export async function markProcessing(
  store: Store,
  attemptId: string,
  accepted: ProviderAttempt,
  schedulePoll: (tx: Store) => Promise<void>,
): Promise<boolean> {
  return withOpenAttempt(store, attemptId, async (tx, { payment, attempt }) => {
    const payments = tx.payments;
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
    await schedulePoll(tx);
  });
}

/** What an adapter needs to ask whether it has seen the attempt: the reference sent, and its handle if stored. */
export function attemptToLookUp(payment: PaymentRow, attempt: AttemptRow): AttemptToLookUp {
  return {
    provider: payment.provider,
    reference: attempt.provider_request_reference,
    providerReference: attempt.provider_reference,
    amount: Number(payment.amount),
    currency: 'XAF',
    providerData: attempt.provider_data ?? {},
  };
}

/** The ProviderAttempt an adapter needs for status calls and callbacks, from the stored attempt. */
export function providerAttemptOf(payment: PaymentRow, attempt: AttemptRow): ProviderAttempt | null {
  const known = attemptToLookUp(payment, attempt);
  return known.providerReference ? { ...known, providerReference: known.providerReference } : null;
}

/**
 * Settles an attempt on the provider's final word (succeeded or failed), keeping the provider's
 * handle it named; returns false, changing nothing, for any other outcome.
 */
export async function settleOnFinalOutcome(
  store: Store,
  attemptId: string,
  outcome: LookupOutcome | CallbackOutcome,
): Promise<boolean> {
  if (outcome.kind === 'succeeded') {
    await settleAttempt(store, attemptId, {
      status: 'success',
      providerReference: outcome.attempt.providerReference,
      providerTransactionId: outcome.providerTransactionId,
    });
    return true;
  }
  if (outcome.kind === 'failed') {
    await settleAttempt(store, attemptId, {
      status: 'failed',
      code: outcome.reason.code,
      message: outcome.reason.message,
      providerReference: outcome.providerReference ?? outcome.attempt?.providerReference,
    });
    return true;
  }
  return false;
}
