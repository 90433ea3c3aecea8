import type { Knex } from 'knex';
import { AppError, detail, fill, validationError } from '../../errors.ts';
import { createAccountsRepository } from '../../repositories/accounts-repository.ts';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages.ts';
import { ledgerAccounts } from './chart-of-accounts.ts';
import { postTransfer } from './post-transaction.ts';

export interface AccountTransfer {
  sourceAccountId: string;
  destinationAccountId: string;
  /** Whole XAF, > 0. */
  amount: number;
  description: string;
  paymentId?: string;
}

/**
 * Moves money between two accounts of the platform inside the caller's transaction: one balanced
 * ledger transaction debiting the source's ledger account and crediting the destination's. The
 * rules (the caller has already checked who may move money from the source):
 * - the source is active (a frozen account takes no debits, a closed one nothing), the destination
 *   not closed, and the two differ;
 * - the source holds the amount. Its ledger account row is locked first, so two transfers from
 *   one account run one after the other and cannot both spend the same francs; money arriving
 *   meanwhile takes no lock and only raises the balance.
 * Refusals throw before anything is written. Returns the ledger transaction's id.
 */
export async function transferBetweenAccounts(trx: Knex.Transaction, transfer: AccountTransfer): Promise<string> {
  const accounts = createAccountsRepository(trx);
  if (transfer.sourceAccountId === transfer.destinationAccountId) {
    throw validationError([detail('destinationAccountId', M.transferSameAccount)]);
  }
  const [source, destination] = await Promise.all([
    accounts.find(transfer.sourceAccountId),
    accounts.find(transfer.destinationAccountId),
  ]);
  if (!source) throw new AppError('not_found', M.accountNotFound);
  if (!destination) throw validationError([detail('destinationAccountId', M.accountNotFound)]);
  if (source.status !== 'active') {
    throw new AppError('unprocessable', fill(M.transferSourceNotActive, { status: source.status }));
  }
  if (destination.status === 'closed') throw new AppError('unprocessable', M.transferDestinationClosed);
  const debit = ledgerAccounts.account(source.id, source.userId);
  const held = await accounts.lockBalance(debit);
  if (held < BigInt(transfer.amount)) {
    throw new AppError('unprocessable', fill(M.transferInsufficientFunds, { amount: transfer.amount }));
  }
  return postTransfer(trx, {
    debit,
    credit: ledgerAccounts.account(destination.id, destination.userId),
    amount: transfer.amount,
    description: transfer.description,
    ...(transfer.paymentId ? { paymentId: transfer.paymentId } : {}),
  });
}
