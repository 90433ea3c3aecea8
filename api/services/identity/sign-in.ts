import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, detail, validationError } from '../../errors.ts';
import { User } from '../../models/user.ts';
import { canonicalLoginPhone, normalizeEmail } from './contact.ts';
import { admitAttempt, failureError, pruneThrottles, settleSuccess, type ThrottleBucket } from './login-throttle.ts';
import { IDENTITY_MESSAGES as M } from './messages.ts';
import { toSessionUser } from './registration.ts';
import { hashSecret, verifySecret } from './secret-hashing.ts';
import { readSecuritySettings } from './security-settings.ts';
import { createSession, pruneSessions, type SessionUser } from './sessions.ts';

export interface SignInInput {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  pin?: string | undefined;
}

export interface SignInContext {
  ipAddress: string;
  userAgent: string | null;
  /** A browser that signed in before, as read from its (verified) device cookie. */
  device: { id: string; userId: string } | null;
}

export interface SignInResult {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  ttlSeconds: number;
  /** The device id to remember this browser by (kept when it was already trusted). */
  deviceId: string;
}

type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

function identifierOf(input: SignInInput): Identifier {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (email && phone) throw validationError([detail('phone', M.contactBoth)]);
  if (email) return { kind: 'email', value: normalizeEmail(email) };
  if (phone) return { kind: 'phone', value: canonicalLoginPhone(phone) };
  throw validationError([detail('email', M.contactRequired)]);
}

async function findUser(db: Knex, identifier: Identifier): Promise<User | undefined> {
  const query = User.query(db).first();
  return identifier.kind === 'email'
    ? query.whereRaw('lower(email) = ?', [identifier.value])
    : query.where({ phone: identifier.value });
}

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
async function housekeeping(db: Knex): Promise<void> {
  if (Date.now() - lastHousekeeping < HOUSEKEEPING_INTERVAL_MS) return;
  lastHousekeeping = Date.now();
  await Promise.all([pruneThrottles(db), pruneSessions(db)]);
}

/**
 * Checks the credentials under the sign-in throttle and opens a session. Every wrong
 * e-mail, phone, password or PIN gets the same "Invalid credentials"; a locked bucket gets
 * its own clear message; a deactivated account is told so, but only once its password
 * was right.
 */
export async function signIn(db: Knex, input: SignInInput, context: SignInContext): Promise<SignInResult> {
  const identifier = identifierOf(input);
  if (!input.password) throw validationError([detail('password', M.passwordRequired)]);
  const settings = await readSecuritySettings(db);
  const user = await findUser(db, identifier);

  const trustedDevice = context.device && user && context.device.userId === user.id ? context.device : null;
  const buckets: ThrottleBucket[] = trustedDevice
    ? [{ scope: 'device', key: trustedDevice.id }]
    : [
        { scope: 'ip', key: context.ipAddress },
        { scope: 'account', key: `${identifier.kind}:${identifier.value}` },
      ];
  const admissions = await admitAttempt(db, buckets, settings);

  const matched = await credentialsMatch(user, input);
  if (!user || !matched) throw failureError(admissions);
  await settleSuccess(db, admissions);
  if (!user.isActive) throw new AppError('forbidden', M.accountDisabled);

  const ttlSeconds = settings.sessionTtlMinutes * 60;
  const session = await createSession(db, {
    userId: user.id,
    ttlSeconds,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
  });
  await db('users').where({ id: user.id }).update({ last_login_at: db.fn.now() });
  await housekeeping(db);
  return { user: toSessionUser(user), session, ttlSeconds, deviceId: trustedDevice?.id ?? randomUUID() };
}
