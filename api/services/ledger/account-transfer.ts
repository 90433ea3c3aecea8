import type { Knex } from 'knex';
import { AppError, detail, fill, validationError } from '../../errors.ts';
import { createAccountsRepository } from '../../repositories/accounts-repository.ts';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages.ts';
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

/**
 * Takes `amount` from an account of the platform inside the caller's transaction: one balanced
 * ledger transaction debiting the source's ledger account and crediting `credit`. The source must
 * be active (a frozen account takes no debits, a closed one nothing) and hold the amount. Its
 * ledger account row is locked first, so two debits of one account run one after the other and
 * cannot both spend the same francs; money arriving meanwhile takes no lock and only raises the
 * balance. Refusals throw before anything is written. Returns the ledger transaction's id.
 */
export async function debitAccount(trx: Knex.Transaction, debit: AccountDebit): Promise<string> {
  const accounts = createAccountsRepository(trx);
  const source = await accounts.find(debit.sourceAccountId);
  if (!source) throw new AppError('not_found', M.accountNotFound);
  if (source.status !== 'active') {
    throw new AppError('unprocessable', fill(M.transferSourceNotActive, { status: source.status }));
  }
  const sourceLedger = ledgerAccounts.account(source.id, source.userId);
  const held = await accounts.lockBalance(sourceLedger);
  if (held < BigInt(debit.amount)) {
    throw new AppError('unprocessable', fill(M.transferInsufficientFunds, { amount: debit.amount }));
  }
  return postTransfer(trx, {
    debit: sourceLedger,
    credit: debit.credit,
    amount: debit.amount,
    description: debit.description,
    ...(debit.paymentId ? { paymentId: debit.paymentId } : {}),
  });
}

/**
 * Moves money between two accounts of the platform inside the caller's transaction (the caller
 * has already checked who may move money from the source): the two differ, the destination
 * exists and is not closed, then `debitAccount`'s rules and posting, crediting the destination's
 * ledger account. Returns the ledger transaction's id.
 */
export async function transferBetweenAccounts(trx: Knex.Transaction, transfer: AccountTransfer): Promise<string> {
  if (transfer.sourceAccountId === transfer.destinationAccountId) {
    throw validationError([detail('destinationAccountId', M.transferSameAccount)]);
  }
  const destination = await createAccountsRepository(trx).find(transfer.destinationAccountId);
  if (!destination) throw validationError([detail('destinationAccountId', M.accountNotFound)]);
  if (destination.status === 'closed') throw new AppError('unprocessable', M.transferDestinationClosed);
  return debitAccount(trx, {
    sourceAccountId: transfer.sourceAccountId,
    credit: ledgerAccounts.account(destination.id, destination.userId),
    amount: transfer.amount,
    description: transfer.description,
    ...(transfer.paymentId ? { paymentId: transfer.paymentId } : {}),
  });
}
