import type { Knex } from 'knex';
import { createAccountsRepository, type HeldAccount } from '../../repositories/accounts-repository.ts';
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
export async function listAccountsOfUser(db: Knex, userId: string): Promise<Account[]> {
  const accounts = await createAccountsRepository(db).listOfUser(userId);
  return accounts.map(toAccountView);
}

/** The caller's own accounts; a customer's OAuth token sees only those they shared with the app. */
export async function listCallerAccounts(db: Knex, caller: AccountCaller): Promise<Account[]> {
  const accounts = await listAccountsOfUser(db, caller.userId);
  const shared = caller.sharedAccountIds;
  return shared ? accounts.filter((account) => shared.includes(account.id)) : accounts;
}
