import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { AppError, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import { checkPasswordAndPin } from '../identity/registration-rules.ts';
import { hashSecret } from '../identity/secret-hashing.ts';

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24;

export interface SetupLink {
  /** The site's page, token included: shown once to the admin, never stored. */
  url: string;
  expiresAt: string;
}

/** 256 random bits: a plain SHA-256 is enough to keep the stored value useless to a reader. */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new one-time link for the user (any earlier one stops working), in the caller's transaction. */
export async function issueSetupLink(tx: Store, userId: string, createdBy: string): Promise<SetupLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = await tx.userAdmin.issueSetupToken(userId, hashToken(token), createdBy, SETUP_LINK_HOURS);
  return { url: `/account-setup?token=${token}`, expiresAt: expiresAt.toISOString() };
}

async function liveToken(store: Store, token: string, lock: boolean) {
  const found = await store.userAdmin.findSetupToken(hashToken(token), { lock });
  if (!found?.email) throw new AppError('not_found', M.setupLinkInvalid);
  if (found.expired) throw new AppError('gone', M.setupLinkExpired);
  return { ...found, email: found.email };
}

/** What the set-up page shows: whose account it is and until when the link works. */
export async function describeSetupLink(store: Store, token: string) {
  const found = await liveToken(store, token, false);
  return {
    firstName: found.firstName,
    lastName: found.lastName,
    email: found.email,
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * The user chooses their password and PIN (registration's rules); the link is then used up.
 * A bad password does not spend the link. The token is looked up before hashing, so guessed
 * tokens cost one indexed read, never two argon2id hashes; it is checked again, locked, in the
 * transaction that uses it.
 */
export async function completeSetup(store: Store, token: string, input: { password: string; pin: string }) {
  const details: Parameters<typeof checkPasswordAndPin>[1] = [];
  const { password, pin } = checkPasswordAndPin(input, details);
  if (details.length > 0) throw validationError(details);
  await liveToken(store, token, false);
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(pin)]);
  return store.transaction(async (tx) => {
    const found = await liveToken(tx, token, true);
    await tx.userAdmin.completeSetup(found.id, found.userId, {
      password: passwordHash,
      pin: pinHash,
    });
    // The role says where the new password is used: staff sign in at /admin, customers at /login.
    return { email: found.email, role: found.role };
  });
}
