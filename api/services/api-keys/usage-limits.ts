import type { Knex } from 'knex';
import { AppError, fill } from '../../errors.ts';
import { createApiKeysRepository } from '../../repositories/api-keys-repository.ts';
import { API_KEY_MESSAGES as M } from './messages.ts';

export interface UsageCounts {
  hour: { count: number; limit: number; resetsAt: Date };
  day: { count: number; limit: number; resetsAt: Date };
}

/**
 * Counts one call against the key's hourly and daily windows (fixed windows: clock hours and
 * Douala days) in one statement, and refuses it with 429 once either limit is passed.
 * Refused calls count too, so a client hammering a spent key does not get through at the
 * turn of a window it has already used up.
 */
export async function countAgainstLimits(
  db: Knex,
  key: { id: string; rateLimitPerHour: number; rateLimitPerDay: number },
): Promise<UsageCounts> {
  const row = await createApiKeysRepository(db).countUsage(key.id);
  const counts: UsageCounts = {
    hour: { count: row.hourCount, limit: key.rateLimitPerHour, resetsAt: row.hourResetsAt },
    day: { count: row.dayCount, limit: key.rateLimitPerDay, resetsAt: row.dayResetsAt },
  };
  for (const [window, usage] of [
    ['hourly', counts.hour],
    ['daily', counts.day],
  ] as const) {
    if (usage.count > usage.limit) {
      const retryAfter = Math.max(1, Math.ceil((usage.resetsAt.getTime() - Date.now()) / 1000));
      throw new AppError('rate_limited', fill(M.limitReached, { window, limit: usage.limit }), {
        headers: { 'retry-after': String(retryAfter), ...rateLimitHeaders(counts) },
      });
    }
  }
  return counts;
}

/**
 * The tightest of the two windows, in the X-RateLimit-* headers every limiter of the API sends
 * with one meaning: `x-ratelimit-reset` is the seconds until the window resets (delta-seconds,
 * as the IETF RateLimit headers and the per-address limiter), never a timestamp.
 */
export function rateLimitHeaders(counts: UsageCounts): Record<string, string> {
  const tightest =
    counts.hour.limit - counts.hour.count <= counts.day.limit - counts.day.count ? counts.hour : counts.day;
  return {
    'x-ratelimit-limit': String(tightest.limit),
    'x-ratelimit-remaining': String(Math.max(0, tightest.limit - tightest.count)),
    'x-ratelimit-reset': String(Math.max(0, Math.ceil((tightest.resetsAt.getTime() - Date.now()) / 1000))),
  };
}
