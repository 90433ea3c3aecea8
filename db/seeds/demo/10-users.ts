import type { Knex } from 'knex';
import { hashSecret } from '../../../api/services/identity/secret-hashing.ts';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER_PIN, DEMO_PASSWORD } from '../demo-accounts.ts';

export async function seed(knex: Knex): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing: string[] = await knex('users').whereRaw('lower(email) = any(?)', [emails]).pluck('email');
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.includes(account.email));
  if (missing.length === 0) return;

  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(DEMO_CUSTOMER_PIN);
  const secretWordHash = await hashSecret('baobab-douala');
  await knex('users')
    .insert(
      missing.map((account) => ({
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        phone: account.phone,
        role: account.role,
        account_type: account.role === 'customer' ? 'checking' : null,
        password_hash: passwordHash,
        pin_hash: account.role === 'customer' ? pinHash : null,
        secret_word_hash: secretWordHash,
        is_active: true,
        is_verified: true,
      })),
    )
    .onConflict()
    .ignore();
}
