import type { LedgerAccountSpec } from '../../repositories/ledger-repository.ts';
import type { Store } from '../../repositories/store.ts';

export interface LedgerTransfer {
  /** Debited (receives a positive posting): the account whose asset grows or whose liability shrinks. */
  debit: LedgerAccountSpec;
  /** Credited (receives the negative posting). */
  credit: LedgerAccountSpec;
  /** Whole XAF, > 0. */
  amount: number;
  /**
   * The platform's fee, kept from what the credited account receives and credited to `fee.account`
   * (the revenue account): the transaction then has three postings, still summing to zero.
   */
  fee?: { account: LedgerAccountSpec; amount: number } | undefined;
  description: string;
  paymentId?: string;
  /** One posting set per successful attempt: posting the same attempt twice is refused by the database. */
  attemptId?: string;
}

/**
 * Writes one balanced ledger transaction (two postings, three with a fee, summing to zero) inside the caller's
 * database transaction. The database checks the balance at commit and keeps account balances
 * in step, so this function cannot leave the ledger unbalanced even if its caller errs.
 */
export async function postTransfer(tx: Store, transfer: LedgerTransfer): Promise<string> {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
    throw new RangeError(`ledger amounts are whole positive XAF, got ${transfer.amount}`);
  }
  const fee = transfer.fee?.amount ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0 || fee >= transfer.amount) {
    throw new RangeError(`a fee is whole XAF below the amount, got ${fee} on ${transfer.amount}`);
  }
  const ledger = tx.ledger;
  const debitId = await ledger.ensureAccount(transfer.debit);
  const creditId = await ledger.ensureAccount(transfer.credit);
  const postings = [
    { accountId: debitId, amount: transfer.amount },
    { accountId: creditId, amount: -(transfer.amount - fee) },
  ];
  if (transfer.fee && fee > 0)
    postings.push({ accountId: await ledger.ensureAccount(transfer.fee.account), amount: -fee });
  return ledger.insertTransaction({
    description: transfer.description,
    paymentId: transfer.paymentId ?? null,
    attemptId: transfer.attemptId ?? null,
    postings,
  });
}
