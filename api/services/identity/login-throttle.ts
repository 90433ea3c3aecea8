import { fill } from '../../../domain/messages/define.ts';
import { IDENTITY_MESSAGES as M } from '../../../domain/messages/identity.ts';
import { AppError } from '../../errors.ts';
import type { ThrottleBucket, ThrottleScope } from '../../repositories/login-throttles-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { SecuritySettings } from './security-settings.ts';

/**
 * Failed sign-ins slow down, then lock, per bucket:
 * - `account`: the e-mail or phone typed, whether or not such an account exists (so the
 *   answers reveal nothing about who is registered);
 * - `ip`: the client address, with far higher thresholds because many customers share one
 *   address behind carrier-grade NAT;
 * - `device`: a browser that signed in to this account before (OWASP "device cookies").
 *   Its failures count here instead of against the account and the address, so an attacker
 *   who keeps an account locked cannot lock its owner out: the owner's own browser still
 *   gets its own allowance.
 *
 * Each attempt is charged as a failure *before* the password is checked, in one atomic
 * statement that also refuses it when the bucket is locked, slowed down or out of
 * allowance. A hundred parallel guesses therefore cannot slip past the limit; a success
 * gives the charge back. The wait before the next attempt is set only once a failure is
 * confirmed, so attempts in flight at the same moment never slow each other down. A lock always ends after the lock period and the count then starts
 * again from zero: locks never grow, so no one can be locked out for good.
 */
export type { ThrottleBucket, ThrottleScope };

export interface ThrottlePolicy {
  /** Failures allowed at full speed. */
  freeFailures: number;
  /** The failure that locks the bucket. */
  maxFailures: number;
  lockSeconds: number;
  /** Longest wait between two attempts while slowed down. */
  maxDelaySeconds: number;
}

const MAX_DELAY_SECONDS = 30;
/** Addresses are shared (NAT, offices, cybercafés): they get this many times the account allowance. */
const IP_FREE_FACTOR = 4;
const IP_MAX_FACTOR = 10;

export function throttlePolicy(scope: ThrottleScope, settings: SecuritySettings): ThrottlePolicy {
  const lockSeconds = settings.loginLockMinutes * 60;
  const max = settings.loginMaxFailures;
  if (scope === 'ip') {
    return {
      freeFailures: max * IP_FREE_FACTOR,
      maxFailures: max * IP_MAX_FACTOR,
      lockSeconds,
      maxDelaySeconds: MAX_DELAY_SECONDS,
    };
  }
  return {
    freeFailures: Math.max(1, Math.floor(max / 2)),
    maxFailures: max,
    lockSeconds,
    maxDelaySeconds: MAX_DELAY_SECONDS,
  };
}

/** Seconds to wait after the n-th failure: none while free, then 2, 4, 8 … up to the cap. */
export function delayAfterFailure(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

export interface Admission {
  bucket: ThrottleBucket;
  policy: ThrottlePolicy;
  /** This attempt's number in the current window, counted as a failure until it succeeds. */
  failures: number;
}

function secondsUntil(moment: Date | null): number {
  if (!moment) return 0;
  return Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));
}

function lockedError(bucket: ThrottleBucket, seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const headers = { 'retry-after': String(seconds) };
  if (bucket.scope === 'ip') {
    return new AppError('rate_limited', fill(M.networkLocked, { minutes }), { headers });
  }
  return new AppError('account_locked', fill(M.accountLocked, { minutes }), { headers });
}

/** Why a bucket refused an attempt, as the error the caller receives. */
async function refusal(store: Store, bucket: ThrottleBucket, policy: ThrottlePolicy): Promise<AppError> {
  const waits = await store.loginThrottles.findWaits(bucket);
  const lockedFor = secondsUntil(waits.lockedUntil);
  if (lockedFor > 0) return lockedError(bucket, lockedFor);
  const wait = secondsUntil(waits.nextAttemptAt);
  if (wait > 0) {
    return new AppError('rate_limited', fill(M.slowDown, { seconds: wait }), {
      headers: { 'retry-after': String(wait) },
    });
  }
  // Out of allowance without a recorded lock (only if the lock was cleared by hand).
  return lockedError(bucket, policy.lockSeconds);
}

async function chargeOne(store: Store, bucket: ThrottleBucket, policy: ThrottlePolicy): Promise<Admission | AppError> {
  const failures = await store.loginThrottles.charge(bucket, policy);
  if (failures === null) return refusal(store, bucket, policy);
  return { bucket, policy, failures };
}

/** Gives back the charge of an attempt that did not fail (or never reached the password check). */
async function refund(store: Store, admission: Admission): Promise<void> {
  const throttles = store.loginThrottles;
  // The owner proved who they are: their account or device starts afresh.
  if (admission.bucket.scope !== 'ip') return throttles.forget(admission.bucket);
  // An address is shared: one person's success does not forgive another's guesses.
  return throttles.giveBackOne(admission.bucket, admission.policy.maxFailures);
}

/**
 * Charges the attempt to every bucket in order, or throws the refusal (423 for a locked
 * account or device, 429 while slowed down or for a locked address) after giving back the
 * charges already taken.
 */
export async function admitAttempt(
  store: Store,
  buckets: ThrottleBucket[],
  settings: SecuritySettings,
): Promise<Admission[]> {
  const admitted: Admission[] = [];
  for (const bucket of buckets) {
    const outcome = await chargeOne(store, bucket, throttlePolicy(bucket.scope, settings));
    if (outcome instanceof AppError) {
      for (const admission of admitted) await refund(store, admission);
      throw outcome;
    }
    admitted.push(outcome);
  }
  return admitted;
}

/** The attempt succeeded (or was not a guess): give every charge back. */
export async function settleSuccess(store: Store, admissions: Admission[]): Promise<void> {
  for (const admission of admissions) await refund(store, admission);
}

/**
 * The attempt failed and stays charged: each bucket now makes the next attempt wait (the
 * delay is set here, on a confirmed failure, not when the attempt was admitted). When this
 * failure locked a bucket, the caller learns it now (with how long), rather than on the next try.
 */
export async function recordFailure(store: Store, admissions: Admission[]): Promise<AppError> {
  const throttles = store.loginThrottles;
  for (const { bucket, policy, failures } of admissions) {
    await throttles.recordFailure(bucket, delayAfterFailure(failures, policy));
  }
  const locks = admissions.filter((admission) => admission.failures >= admission.policy.maxFailures);
  // The account's own lock is what its owner needs to hear about first.
  const locking = locks.find((admission) => admission.bucket.scope !== 'ip') ?? locks[0];
  if (locking) return lockedError(locking.bucket, locking.policy.lockSeconds);
  return new AppError('unauthorized', M.invalidCredentials);
}

/** Forgets counters nobody has touched for a day (their windows ended long ago). */
export function pruneThrottles(store: Store): Promise<void> {
  return store.loginThrottles.pruneStale();
}
