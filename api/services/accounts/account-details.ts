import type { Store } from '../../repositories/store.ts';
import type { Account } from '../../schemas/accounts.ts';
import { type AccountCaller, findCallerAccount } from './account-caller.ts';
import { toAccountView } from './list-accounts.ts';

/** One of the caller's accounts with its balance; 404 for anyone else's. */
export async function accountDetails(store: Store, caller: AccountCaller, accountId: string): Promise<Account> {
  return toAccountView(await findCallerAccount(store, caller, accountId));
}
