import type { AccountType } from '../../../../domain/enums.ts';
import type { KeysUnder, Translate } from '../../../lib/messages.ts';
import { $myAccounts, type MyAccount } from '../../../stores/my-accounts.ts';
import { newIdempotencyKey, postIdempotent } from '../../payments/post-idempotent.ts';

/** What a customer opens from the screens (issue 30): a current (`checking`) or a savings account. */
export const OPENABLE_ACCOUNT_TYPES = ['checking', 'savings'] as const satisfies readonly AccountType[];
export type OpenableAccountType = (typeof OPENABLE_ACCOUNT_TYPES)[number];

/** The words of the open-account control and of an account's name, which screens pass in. */
export type AccountsT = Translate<KeysUnder<'accounts.'>>;

/**
 * `POST /api/v1/accounts` for the signed-in customer, with a fresh Idempotency-Key per attempt
 * (opening is a money route: a retried request never opens a second account), then the
 * accounts list loads again for every island of the page.
 */
export async function openAccount(accountType: OpenableAccountType): Promise<MyAccount> {
  const account = await postIdempotent<MyAccount>('/api/v1/accounts', { accountType }, newIdempotencyKey());
  $myAccounts.revalidate();
  return account;
}
