import type { Knex } from 'knex';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';

const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');

/**
 * The demo customer's accounts: a current account at a bank and savings at a microfinance
 * institution. Their ids are the ones the docs' examples use, so every runnable example of
 * `/docs` works as written against a demo server (tests/integration/docs/).
 */
export const DEMO_CUSTOMER_ACCOUNTS = [
  {
    id: '6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c',
    accountNumber: '10005000010123456780142',
    accountType: 'checking',
    institutionCode: 'CM-AFRILAND',
  },
  {
    id: '0d9a7c52-31e4-4f0b-b1a8-5e2c6d7f8a90',
    accountNumber: '10005000010123456781239',
    accountType: 'savings',
    institutionCode: 'CM-AFRILAND',
  },
  {
    id: 'a4d2b9e7-0c15-4f3a-8e62-7b9d1c0f2e48',
    accountNumber: '30012004200098765432107',
    accountType: 'savings',
    institutionCode: 'CM-EXPRESS-UNION',
  },
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
        id: account.id,
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
