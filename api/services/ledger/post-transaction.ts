import type { Knex } from 'knex';
import { createLedgerRepository, type LedgerAccountSpec } from '../../repositories/ledger-repository.ts';

export interface LedgerTransfer {
  /** Debited (receives a positive posting): the account whose asset grows or whose liability shrinks. */
  debit: LedgerAccountSpec;
  /** Credited (receives the negative posting). */
  credit: LedgerAccountSpec;
  /** Whole XAF, > 0. */
  amount: number;
  description: string;
  paymentId?: string;
  /** One posting set per successful attempt: posting the same attempt twice is refused by the database. */
  attemptId?: string;
}

/**
 * Writes one balanced ledger transaction (two postings summing to zero) inside the caller's
 * database transaction. The database checks the balance at commit and keeps account balances
 * in step, so this function cannot leave the ledger unbalanced even if its caller errs.
 */
export async function postTransfer(trx: Knex.Transaction, transfer: LedgerTransfer): Promise<string> {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) {
    throw new RangeError(`ledger amounts are whole positive XAF, got ${transfer.amount}`);
  }
  const ledger = createLedgerRepository(trx);
  const debitId = await ledger.ensureAccount(transfer.debit);
  const creditId = await ledger.ensureAccount(transfer.credit);
  return ledger.insertTransaction({
    description: transfer.description,
    paymentId: transfer.paymentId ?? null,
    attemptId: transfer.attemptId ?? null,
    postings: [
      { accountId: debitId, amount: transfer.amount },
      { accountId: creditId, amount: -transfer.amount },
    ],
  });
}
