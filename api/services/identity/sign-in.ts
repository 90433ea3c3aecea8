import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { normalizeEmail } from '../../../domain/contact.ts';
import { IDENTITY_MESSAGES as M } from '../../../domain/messages/identity.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { SIGN_IN_PHONE } from '../../../domain/phone-spellings.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { User } from '../../models/user.ts';
import type { Store } from '../../repositories/store.ts';
import { type SessionUser, toSessionUser, type UserContact } from '../../repositories/users-repository.ts';
import type { LoginSchema } from '../../schemas/identity.ts';
import { admitAttempt, pruneThrottles, recordFailure, settleSuccess, type ThrottleBucket } from './login-throttle.ts';
import { hashSecret, verifySecret } from './secret-hashing.ts';
import { readSecuritySettings } from './security-settings.ts';

export type SignInInput = Static<typeof LoginSchema>;

export interface SignInContext {
  ipAddress: string;
  userAgent: string | null;
  /** A browser that signed in before, as read from its (verified) device cookie. */
  device: { id: string; userId: string } | null;
}

/**
 * What one sign-in door adds to the shared checks (the staff door of the back office):
 * `admits` refuses a role once the password was right (the error to throw, or null), and
 * `onSession` runs in the transaction that opens the session (the audit entry commits with it).
 */
export interface SignInPolicy {
  admits?(user: SessionUser): AppError | null;
  onSession?(tx: Store, user: SessionUser): Promise<void>;
}

export interface SignInResult {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  ttlSeconds: number;
  /** The device id to remember this browser by (kept when it was already trusted). */
  deviceId: string;
}

function contactOf(input: SignInInput): UserContact {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (email && phone) throw validationError([detail('phone', M.contactBoth)]);
  if (email) return { kind: 'email', email: normalizeEmail(email) };
  if (phone) return { kind: 'phone', phone: normalizePhone(phone, SIGN_IN_PHONE) };
  throw validationError([detail('email', M.contactRequired)]);
}

/** The throttle's account bucket: what was typed, whether or not such an account exists. */
const accountKey = (contact: UserContact) =>
  contact.kind === 'email' ? `email:${contact.email}` : `phone:${contact.phone}`;

// Unknown accounts still pay for one hash check, so response times do not tell who exists.
let decoyHash: Promise<string> | null = null;
function decoy(): Promise<string> {
  decoyHash ??= hashSecret(randomUUID());
  return decoyHash;
}

async function credentialsMatch(user: User | undefined, input: SignInInput): Promise<boolean> {
  const password = input.password ?? '';
  if (!user) {
    await verifySecret(await decoy(), password);
    return false;
  }
  if (!(await verifySecret(user.passwordHash, password))) return false;
  // The PIN is optional at sign-in: checked when the account has one and it was sent.
  if (user.pinHash && input.pin) return verifySecret(user.pinHash, input.pin);
  return true;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
let lastHousekeeping = 0;

/** Old counters and long-ended sessions are cleared now and then, by whichever process signs someone in. */
async function housekeeping(store: Store): Promise<void> {
  if (Date.now() - lastHousekeeping < HOUSEKEEPING_INTERVAL_MS) return;
  lastHousekeeping = Date.now();
  await Promise.all([pruneThrottles(store), store.users.pruneEndedSessions()]);
}

/**
 * Checks the credentials under the sign-in throttle and opens a session. Every wrong
 * e-mail, phone, password or PIN gets the same "Invalid credentials"; a locked bucket gets
 * its own clear message; a deactivated account is told so, but only once its password
 * was right.
 */
export async function signIn(
  store: Store,
  input: SignInInput,
  context: SignInContext,
  policy: SignInPolicy = {},
): Promise<SignInResult> {
  const contact = contactOf(input);
  if (!input.password) throw validationError([detail('password', M.passwordRequired)]);
  const users = store.users;
  const settings = await readSecuritySettings(store);
  const user = await users.findByContact(contact);

  const trustedDevice = context.device && user && context.device.userId === user.id ? context.device : null;
  const buckets: ThrottleBucket[] = trustedDevice
    ? [{ scope: 'device', key: trustedDevice.id }]
    : [
        { scope: 'ip', key: context.ipAddress },
        { scope: 'account', key: accountKey(contact) },
      ];
  const admissions = await admitAttempt(store, buckets, settings);

  const matched = await credentialsMatch(user, input);
  if (!user || !matched) throw await recordFailure(store, admissions);
  await settleSuccess(store, admissions);
  if (!user.isActive) throw new AppError('forbidden', M.accountDisabled);
  const signedIn = toSessionUser(user);
  const refusal = policy.admits?.(signedIn);
  if (refusal) throw refusal;

  const ttlSeconds = settings.sessionTtlMinutes * 60;
  const session = await store.transaction(async (tx) => {
    const inTransaction = tx.users;
    const opened = await inTransaction.createSession({
      userId: user.id,
      ttlSeconds,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    await inTransaction.recordSignIn(user.id);
    await policy.onSession?.(tx, signedIn);
    return opened;
  });
  await housekeeping(store);
  return { user: signedIn, session, ttlSeconds, deviceId: trustedDevice?.id ?? randomUUID() };
}
