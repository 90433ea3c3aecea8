import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { AppError } from '../../errors.ts';
import type { HeldAccount } from '../../repositories/accounts-repository.ts';
import type { Store } from '../../repositories/store.ts';

/**
 * Who calls the account information API: an API key acts as its owner over all their accounts;
 * an OAuth access token acts for the consenting customer over the accounts they shared
 * (`sharedAccountIds`), or for the app's developer over all of theirs (client credentials: null).
 */
export interface AccountCaller {
  userId: string;
  sharedAccountIds: string[] | null;
}

/** Whether the caller may see this account: their own, and shared with the app for a customer's token. */
export function mayReadAccount(caller: AccountCaller, account: { id: string; userId: string }): boolean {
  if (account.userId !== caller.userId) return false;
  return caller.sharedAccountIds === null || caller.sharedAccountIds.includes(account.id);
}

/**
 * The account when the caller may see it. Another customer's account, an account the token was
 * not given and one that does not exist all answer the same 404, so the API never reveals that
 * someone else's account exists (OWASP API1, BOLA).
 */
export async function findCallerAccount(store: Store, caller: AccountCaller, accountId: string): Promise<HeldAccount> {
  const account = await store.accounts.find(accountId);
  if (!account || !mayReadAccount(caller, account)) throw new AppError('not_found', M.accountNotFound);
  return account;
}
