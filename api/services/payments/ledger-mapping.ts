import type { AttemptRow, PaymentRow } from '../../repositories/payments-repository.ts';
import { type LedgerAccountSpec, ledgerAccounts } from '../ledger/chart-of-accounts.ts';
import type { LedgerTransfer } from '../ledger/post-transaction.ts';
import { type FeeSchedule, platformFee } from './platform-fee.ts';

function required(value: string | undefined, what: string, reference: string): string {
  if (!value) throw new Error(`payment ${reference} has no ${what} in its details`);
  return value;
}

/**
 * Which accounts a successful payment moves (see the chart of accounts in the ledger migration):
 * - a customer's charge: the operator now owes us (debit provider:X), we owe the customer (credit the
 *   ledger account of the account it names, else of their main account: `customerAccount`);
 * - a staff collection: the operator owes us, collected for the platform (credit platform:collections);
 * - a GIMAC transfer: the sending participant owes, the receiving participant is owed;
 * - a payout of the public API: the money debited from the source account when it was accepted
 *   (platform:payouts_in_transit) goes to the receiving participant (`payoutRefundFor` is the
 *   failure's way back).
 * The platform's fee (the schedule's percentage for the payment's network) is kept from the
 * credited side and credited to platform:revenue; the debited side always carries the whole
 * amount, so reconciliation against the providers' statements is unchanged.
 * A test-mode payment made on a live server (`details.testOnLiveServer`) posts the same way to
 * the `test:` twins of those accounts: a simulator's answer never becomes real money.
 */
export function ledgerTransferFor(
  payment: PaymentRow,
  attempt: AttemptRow,
  fees: FeeSchedule,
  /** The ledger account a customer's charge credits (`customerLedgerAccount`); unused for other kinds. */
  customerAccount: LedgerAccountSpec = ledgerAccounts.customer(payment.user_id),
): LedgerTransfer {
  const { details, reference } = payment;
  let debit: LedgerAccountSpec;
  let credit: LedgerAccountSpec;
  switch (details.kind) {
    case 'mobile_money_charge':
    case 'mobile_money_collection': {
      if (payment.provider === 'gimac') throw new Error(`payment ${reference} is mobile money through GIMAC`);
      debit = ledgerAccounts.provider(payment.provider);
      credit = details.kind === 'mobile_money_charge' ? customerAccount : ledgerAccounts.platformCollections();
      break;
    }
    case 'bank_to_wallet':
      debit = ledgerAccounts.gimacParticipant(required(details.bankCode, 'bankCode', reference));
      credit = ledgerAccounts.gimacParticipant(required(details.receiverOperator, 'receiverOperator', reference));
      break;
    case 'wallet_to_wallet':
      debit = ledgerAccounts.gimacParticipant(required(details.senderOperator, 'senderOperator', reference));
      credit = ledgerAccounts.gimacParticipant(required(details.receiverOperator, 'receiverOperator', reference));
      break;
    case 'account_payout':
      debit = ledgerAccounts.platformPayoutsInTransit();
      credit = ledgerAccounts.gimacParticipant(
        required(details.receiverBank ?? details.receiverOperator, 'receiver participant', reference),
      );
      break;
  }
  const ledger = details.testOnLiveServer ? ledgerAccounts.testShadow : (spec: LedgerAccountSpec) => spec;
  return {
    debit: ledger(debit),
    credit: ledger(credit),
    amount: Number(payment.amount),
    fee: {
      account: ledger(ledgerAccounts.platformRevenue()),
      amount: platformFee(payment.provider, Number(payment.amount), fees),
    },
    description: `Payment ${reference} (attempt ${attempt.attempt_number})`,
    paymentId: payment.id,
    attemptId: attempt.id,
  };
}

/**
 * A payout that failed gives its money back: in transit back to the account it was paid from, no
 * fee. Posted under the failed attempt (`attempt_id` is unique), so it can only happen once.
 */
export function payoutRefundFor(payment: PaymentRow, attempt: AttemptRow): LedgerTransfer {
  const { details, reference } = payment;
  if (details.kind !== 'account_payout') throw new Error(`payment ${reference} is not a payout`);
  return {
    debit: ledgerAccounts.platformPayoutsInTransit(),
    credit: ledgerAccounts.account(required(details.accountId, 'accountId', reference), payment.user_id),
    amount: Number(payment.amount),
    description: `Payout ${reference} failed: refund (attempt ${attempt.attempt_number})`,
    paymentId: payment.id,
    attemptId: attempt.id,
  };
}
