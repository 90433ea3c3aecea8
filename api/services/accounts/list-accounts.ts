import type { Knex } from 'knex';
import type { Account } from '../../schemas/accounts.ts';

/** Accounts without an institution are held by the platform itself. */
export const PLATFORM_BANK_NAME = 'CEMAC Open Banking';

interface AccountRow {
  id: string;
  account_number: string;
  account_type: Account['accountType'];
  currency: 'XAF';
  status: Account['status'];
  bank_name: string | null;
  first_name: string;
  last_name: string;
  created_at: Date;
}

/** The accounts a customer owns, oldest first (their main account leads). */
export async function listAccountsOfUser(db: Knex, userId: string): Promise<Account[]> {
  const rows: AccountRow[] = await db('accounts as a')
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('institutions as i', 'i.id', 'a.institution_id')
    .where('a.user_id', userId)
    .orderBy([{ column: 'a.created_at' }, { column: 'a.account_number' }])
    .select(
      'a.id',
      'a.account_number',
      'a.account_type',
      'a.currency',
      'a.status',
      'i.institution_name as bank_name',
      'u.first_name',
      'u.last_name',
      'a.created_at',
    );
  return rows.map((row) => ({
    id: row.id,
    accountNumber: row.account_number,
    accountType: row.account_type,
    currency: row.currency,
    status: row.status,
    bankName: row.bank_name ?? PLATFORM_BANK_NAME,
    accountHolder: `${row.first_name} ${row.last_name}`,
    createdAt: row.created_at.toISOString(),
  }));
}
