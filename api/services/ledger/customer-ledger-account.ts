import type { Store } from '../../repositories/store.ts';
import { type LedgerAccountSpec, ledgerAccounts } from './chart-of-accounts.ts';

/**
 * The ledger account money owed to a customer lands on: the account `accountId` names when it is
 * theirs, else their main (oldest) account, else (a customer with no account row yet)
 * `customer:<user>`, which keeps their balance until they open one.
 */
export async function customerLedgerAccount(
  store: Store,
  userId: string,
  accountId?: string | undefined,
): Promise<LedgerAccountSpec> {
  const accounts = store.accounts;
  // After an account opening in flight (services/accounts/open-account.ts), never before it.
  await accounts.lockHolder(userId, 'share');
  const target = await accounts.findOwnedOrMain(userId, accountId);
  return target ? ledgerAccounts.account(target, userId) : ledgerAccounts.customer(userId);
}
