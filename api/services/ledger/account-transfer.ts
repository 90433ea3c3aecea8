import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { HeldAccount } from '../../repositories/accounts-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { type LedgerAccountSpec, ledgerAccounts } from './chart-of-accounts.ts';
import { postTransfer } from './post-transaction.ts';

export interface AccountTransfer {
  sourceAccountId: string;
  destinationAccountId: string;
  /** Whole XAF, > 0. */
  amount: number;
  description: string;
  paymentId?: string;
}

/** Money leaving one account of the platform for any ledger account (another account, payouts in transit). */
export interface AccountDebit {
  sourceAccountId: string;
  credit: LedgerAccountSpec;
  /** Whole XAF, > 0. */
  amount: number;
  description: string;
  paymentId?: string;
}

/** A frozen account takes no debits, a closed one nothing. */
export function checkSourceActive(source: Pick<HeldAccount, 'status'>): void {
  if (source.status !== 'active') {
    throw new AppError('unprocessable', fill(M.transferSourceNotActive, { status: source.status }));
  }
}

/**
 * The debit itself, once the source is checked: its ledger account row is locked first
 * (`FOR NO KEY UPDATE`, ledger-repository.ts `lockDebited`), so two debits of one account run
 * one after the other and cannot both spend the same francs; money arriving meanwhile does not
 * wait for that lock and only raises the balance. The postings then follow the ledger's lock
 * order (by ledger account id), so opposite transfers A→B and B→A never deadlock.
 */
async function debitChecked(tx: Store, source: HeldAccount, debit: AccountDebit): Promise<string> {
  const sourceLedger = ledgerAccounts.account(source.id, source.userId);
  const held = await tx.accounts.lockBalance(sourceLedger);
  if (held < BigInt(debit.amount)) {
    throw new AppError('unprocessable', fill(M.transferInsufficientFunds, { amount: debit.amount }));
  }
  return postTransfer(tx, {
    debit: sourceLedger,
    credit: debit.credit,
    amount: debit.amount,
    description: debit.description,
    ...(debit.paymentId ? { paymentId: debit.paymentId } : {}),
  });
}

/**
 * Takes `amount` from an account of the platform inside the caller's transaction: one balanced
 * ledger transaction debiting the source's ledger account and crediting `credit`. The source must
 * be active and hold the amount; refusals throw before anything is written. Returns the ledger
 * transaction's id.
 */
export async function debitAccount(tx: Store, debit: AccountDebit): Promise<string> {
  const source = await tx.accounts.find(debit.sourceAccountId);
  if (!source) throw new AppError('not_found', M.accountNotFound);
  checkSourceActive(source);
  return debitChecked(tx, source, debit);
}

/**
 * Moves money between two accounts of the platform inside the caller's transaction (the caller
 * has already checked who may move money from the source). Refused before anything is written,
 * in this order: the same account, a source or destination that does not exist, a source not
 * active, a closed destination, then (`debitChecked`) a source short of the amount. Returns the
 * ledger transaction's id.
 */
export async function transferBetweenAccounts(tx: Store, transfer: AccountTransfer): Promise<string> {
  const accounts = tx.accounts;
  if (transfer.sourceAccountId === transfer.destinationAccountId) {
    throw validationError([detail('destinationAccountId', M.transferSameAccount)]);
  }
  const [source, destination] = await Promise.all([
    accounts.find(transfer.sourceAccountId),
    accounts.find(transfer.destinationAccountId),
  ]);
  if (!source) throw new AppError('not_found', M.accountNotFound);
  if (!destination) throw validationError([detail('destinationAccountId', M.accountNotFound)]);
  checkSourceActive(source);
  if (destination.status === 'closed') throw new AppError('unprocessable', M.transferDestinationClosed);
  return debitChecked(tx, source, {
    sourceAccountId: source.id,
    credit: ledgerAccounts.account(destination.id, destination.userId),
    amount: transfer.amount,
    description: transfer.description,
    ...(transfer.paymentId ? { paymentId: transfer.paymentId } : {}),
  });
}
