import type { Knex } from 'knex';
import { apiKeyDisplayPrefix, hashApiKey } from '../../../api/services/api-keys/api-key-format.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { DEMO_SANDBOX_API_KEY, DEMO_SANDBOX_API_KEY_NAME, DEMO_SANDBOX_API_KEY_SCOPES } from '../demo-api-key.ts';

const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');

export async function seed(knex: Knex): Promise<void> {
  if (!customer) return;
  const user = await knex('users').whereRaw('lower(email) = ?', [customer.email]).first('id');
  if (!user) return;
  await knex('api_keys')
    .insert({
      user_id: user.id,
      name: DEMO_SANDBOX_API_KEY_NAME,
      environment: 'sandbox',
      key_prefix: apiKeyDisplayPrefix(DEMO_SANDBOX_API_KEY),
      key_hash: hashApiKey(DEMO_SANDBOX_API_KEY),
      scopes: [...DEMO_SANDBOX_API_KEY_SCOPES],
    })
    .onConflict('key_hash')
    .ignore();
}
