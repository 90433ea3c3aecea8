import type { ApiKeyEnvironment } from '../../../domain/enums.ts';
import { API_KEY_MESSAGES as M } from '../../../domain/messages/api-keys.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError } from '../../errors.ts';
import type { KeyUsageCounter } from './key-usage-counter.ts';
import { BURST_PER_SECOND } from './usage-windows.ts';

interface WindowUsage {
  count: number;
  limit: number;
  resetsAt: Date;
}

export interface UsageCounts {
  second: WindowUsage;
  hour: WindowUsage;
  day: WindowUsage;
}

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

/**
 * Counts one call against the key's burst (per second, by environment), hourly and daily
 * windows (fixed windows: seconds, clock hours and Douala days) and refuses it with 429 once
 * any limit is passed. Refused calls count too, so a client hammering a spent key does not get
 * through at the turn of a window it has already used up. With `enforce` false (the
 * `api_rate_limiting` flag off) calls are still counted, for the usage figures and headers,
 * but none is refused.
 */
export async function countAgainstLimits(
  counter: KeyUsageCounter,
  key: { id: string; environment: ApiKeyEnvironment; rateLimitPerHour: number; rateLimitPerDay: number },
  burstOverride?: number,
  enforce = true,
): Promise<UsageCounts> {
  const windows = await counter.count(key.id);
  const counts: UsageCounts = {
    second: { ...windows.second, limit: burstOverride ?? BURST_PER_SECOND[key.environment] },
    hour: { ...windows.hour, limit: key.rateLimitPerHour },
    day: { ...windows.day, limit: key.rateLimitPerDay },
  };
  if (!enforce) return counts;
  for (const [window, usage] of [
    ['hourly', counts.hour],
    ['daily', counts.day],
  ] as const) {
    if (usage.count > usage.limit) {
      throw new AppError('rate_limited', fill(M.limitReached, { window, limit: usage.limit }), {
        headers: { 'retry-after': String(secondsUntil(usage.resetsAt)), ...rateLimitHeaders(counts) },
      });
    }
  }
  if (counts.second.count > counts.second.limit) {
    throw new AppError('rate_limited', fill(M.burstReached, { limit: counts.second.limit }), {
      headers: { 'retry-after': String(secondsUntil(counts.second.resetsAt)), ...rateLimitHeaders(counts) },
    });
  }
  return counts;
}

/**
 * The tightest of the hourly and daily windows, in the X-RateLimit-* headers every limiter of
 * the API sends with one meaning: `x-ratelimit-reset` is the seconds until the window resets
 * (delta-seconds, as the IETF RateLimit headers and the per-address limiter), never a
 * timestamp. The per-second burst shows only in the 429 it causes (`retry-after: 1`).
 */
export function rateLimitHeaders(counts: Pick<UsageCounts, 'hour' | 'day'>): Record<string, string> {
  const tightest =
    counts.hour.limit - counts.hour.count <= counts.day.limit - counts.day.count ? counts.hour : counts.day;
  return {
    'x-ratelimit-limit': String(tightest.limit),
    'x-ratelimit-remaining': String(Math.max(0, tightest.limit - tightest.count)),
    'x-ratelimit-reset': String(Math.max(0, Math.ceil((tightest.resetsAt.getTime() - Date.now()) / 1000))),
  };
}
