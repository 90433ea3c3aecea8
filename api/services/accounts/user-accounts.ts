import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { CAMEROON_MSISDN } from '../../../domain/phone.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { UserContact } from '../../repositories/users-repository.ts';
import type { Account } from '../../schemas/accounts.ts';
import type { AccountCaller } from './account-caller.ts';
import { listAccountsOfUser, listCallerAccounts } from './list-accounts.ts';

/** A username is what its holder signs in with: their e-mail (any case) or their 237… phone. */
function contactOf(username: string): UserContact | null {
  if (username.includes('@')) return { kind: 'email', email: username.trim().toLowerCase() };
  return CAMEROON_MSISDN.test(username) ? { kind: 'phone', phone: username } : null;
}

/**
 * `GET /api/v1/users/{username}/accounts`, who may call it:
 * - the holder themselves (key, or OAuth token: then only the accounts they shared with the app);
 * - staff (ops, auditor, admin) through their own API key or client-credentials token: any
 *   customer's accounts, to answer support calls;
 * - anyone else: 404, the same as for a username nobody holds, so the route reveals nobody's existence.
 */
export async function listAccountsOfUsername(
  store: Store,
  caller: AccountCaller,
  username: string,
): Promise<Account[]> {
  const users = store.users;
  const contact = contactOf(username);
  const holder = contact ? await users.findByContact(contact) : undefined;
  if (!holder) throw new AppError('not_found', M.accountHolderNotFound);
  if (holder.id === caller.userId) return listCallerAccounts(store, caller);
  const me = await users.findActiveUser(caller.userId);
  const isStaff = me !== null && (STAFF_ROLES as readonly string[]).includes(me.role);
  if (!isStaff || caller.sharedAccountIds !== null) throw new AppError('not_found', M.accountHolderNotFound);
  return listAccountsOfUser(store, holder.id);
}
