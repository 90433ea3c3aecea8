import { createQuery } from '../lib/api/index.ts';
import type { ApiAnswer, ApiSchema } from '../lib/api/schema.ts';

/** One of the signed-in customer's accounts, with its balance (`GET /api/v1/accounts`). */
export type MyAccount = ApiSchema<'Account'>;

/**
 * The signed-in customer's accounts, oldest first: the dashboard's Your accounts card reads
 * them, and opening one (`site/islands/shared/accounts/open-account.ts`) loads them again.
 */
export const $myAccounts = createQuery<ApiAnswer<'/api/v1/accounts'>>(['/api/v1/accounts']);
