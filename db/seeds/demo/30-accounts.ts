import type { Knex } from 'knex';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';

const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');

/** The demo customer's accounts: a current account at a bank and savings at a microfinance institution. */
export const DEMO_CUSTOMER_ACCOUNTS = [
  { accountNumber: '10005000010123456780142', accountType: 'checking', institutionCode: 'CM-AFRILAND' },
  { accountNumber: '10005000010123456781239', accountType: 'savings', institutionCode: 'CM-AFRILAND' },
  { accountNumber: '30012004200098765432107', accountType: 'savings', institutionCode: 'CM-EXPRESS-UNION' },
] as const;

export async function seed(knex: Knex): Promise<void> {
  if (!customer) return;
  const user = await knex('users').whereRaw('lower(email) = ?', [customer.email]).first('id');
  if (!user) return;
  const institutions: { id: string; institution_code: string }[] = await knex('institutions')
    .whereIn(
      'institution_code',
      DEMO_CUSTOMER_ACCOUNTS.map((account) => account.institutionCode),
    )
    .select('id', 'institution_code');
  const institutionId = (code: string) => institutions.find((row) => row.institution_code === code)?.id ?? null;
  await knex('accounts')
    .insert(
      DEMO_CUSTOMER_ACCOUNTS.map((account, index) => ({
        user_id: user.id,
        institution_id: institutionId(account.institutionCode),
        account_number: account.accountNumber,
        account_type: account.accountType,
        // Opened a few weeks apart so the list has a natural order.
        created_at: knex.raw(`now() - make_interval(days => ?)`, [90 - index * 30]),
      })),
    )
    .onConflict('account_number')
    .ignore();
}
