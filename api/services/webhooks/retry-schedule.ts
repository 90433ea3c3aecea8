/**
 * Svix's schedule: after the first attempt fails, retry 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 14 h, 20 h and 24 h later (10 attempts over about 3 days), each delay spread by ±10 % so a
 * receiver coming back up is not hit by every endpoint's retries in the same second.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;

/** A Retry-After is honoured up to the longest step of the schedule. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

/** An endpoint that has failed continuously this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 86_400_000;

/**
 * When attempt `attempt + 1` should run after attempt `attempt` failed, or null when the
 * schedule is exhausted. A 429/503's Retry-After replaces the scheduled delay.
 */
export function nextRetryAt(
  attempt: number,
  now: Date,
  options: { retryAfterSeconds?: number | null; random?: () => number } = {},
): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempt - 1];
  if (delay === undefined) return null;
  if (options.retryAfterSeconds != null) {
    return new Date(now.getTime() + Math.min(options.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000);
  }
  const jitter = 0.9 + 0.2 * (options.random ?? Math.random)();
  return new Date(now.getTime() + Math.round(delay * jitter * 1000));
}
