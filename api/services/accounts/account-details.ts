import type { Knex } from 'knex';
import type { Account } from '../../schemas/accounts.ts';
import { type AccountCaller, findCallerAccount } from './account-caller.ts';
import { toAccountView } from './list-accounts.ts';

/** One of the caller's accounts with its balance; 404 for anyone else's. */
export async function accountDetails(db: Knex, caller: AccountCaller, accountId: string): Promise<Account> {
  return toAccountView(await findCallerAccount(db, caller, accountId));
}
