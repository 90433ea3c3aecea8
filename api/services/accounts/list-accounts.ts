import type { HeldAccount } from '../../repositories/accounts-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { Account } from '../../schemas/accounts.ts';
import type { AccountCaller } from './account-caller.ts';

/** Accounts without an institution are held by the platform itself. */
export const PLATFORM_BANK_NAME = 'CEMAC Open Banking';

export function toAccountView(account: HeldAccount): Account {
  return {
    id: account.id,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    balance: account.balance,
    currency: account.currency,
    status: account.status,
    bankName: account.bankName ?? PLATFORM_BANK_NAME,
    accountHolder: `${account.holderFirstName} ${account.holderLastName}`,
    createdAt: account.createdAt.toISOString(),
  };
}

/** The accounts a customer owns, oldest first (their main account leads), with their balances. */
export async function listAccountsOfUser(store: Store, userId: string): Promise<Account[]> {
  const accounts = await store.accounts.listOfUser(userId);
  return accounts.map(toAccountView);
}

/** The caller's own accounts; a customer's OAuth token sees only those they shared with the app. */
export async function listCallerAccounts(store: Store, caller: AccountCaller): Promise<Account[]> {
  const accounts = await listAccountsOfUser(store, caller.userId);
  const shared = caller.sharedAccountIds;
  return shared ? accounts.filter((account) => shared.includes(account.id)) : accounts;
}
