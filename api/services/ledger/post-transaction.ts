import type { Knex } from 'knex';
import { ensureLedgerAccount, type LedgerAccountSpec } from './chart-of-accounts.ts';

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
  const debitId = await ensureLedgerAccount(trx, transfer.debit);
  const creditId = await ensureLedgerAccount(trx, transfer.credit);
  const [row]: { id: string }[] = await trx('ledger_transactions')
    .insert({
      payment_id: transfer.paymentId ?? null,
      attempt_id: transfer.attemptId ?? null,
      description: transfer.description,
    })
    .returning('id');
  if (!row) throw new Error('ledger transaction was not created');
  await trx('ledger_postings').insert([
    { transaction_id: row.id, ledger_account_id: debitId, amount: transfer.amount },
    { transaction_id: row.id, ledger_account_id: creditId, amount: -transfer.amount },
  ]);
  return row.id;
}
