import type { Knex } from 'knex';
import { createAccountsRepository } from '../../repositories/accounts-repository.ts';
import type { Account } from '../../schemas/accounts.ts';

/** Accounts without an institution are held by the platform itself. */
export const PLATFORM_BANK_NAME = 'CEMAC Open Banking';

/** The accounts a customer owns, oldest first (their main account leads). */
export async function listAccountsOfUser(db: Knex, userId: string): Promise<Account[]> {
  const accounts = await createAccountsRepository(db).listOfUser(userId);
  return accounts.map((account) => ({
    id: account.id,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    currency: account.currency,
    status: account.status,
    bankName: account.bankName ?? PLATFORM_BANK_NAME,
    accountHolder: `${account.holderFirstName} ${account.holderLastName}`,
    createdAt: account.createdAt.toISOString(),
  }));
}
