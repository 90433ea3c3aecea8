import type { Knex } from 'knex';
import { AppError, fill } from '../../errors.ts';
import { API_KEY_MESSAGES as M } from './messages.ts';

export interface UsageCounts {
  hour: { count: number; limit: number; resetsAt: Date };
  day: { count: number; limit: number; resetsAt: Date };
}

interface CountsRow {
  hour_count: number;
  day_count: number;
  hour_reset: Date;
  day_reset: Date;
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
  const result = await db.raw<{ rows: CountsRow[] }>(
    `with windows(kind, starts, ends) as (
       values ('hour', date_trunc('hour', now()), date_trunc('hour', now()) + interval '1 hour'),
              ('day', date_trunc('day', now() at time zone 'Africa/Douala') at time zone 'Africa/Douala',
                      (date_trunc('day', now() at time zone 'Africa/Douala') + interval '1 day') at time zone 'Africa/Douala')
     ),
     counted as (
       insert into api_key_usage_windows (api_key_id, window_kind, window_start, request_count)
       select ?, kind, starts, 1 from windows
       on conflict (api_key_id, window_kind, window_start)
       do update set request_count = api_key_usage_windows.request_count + 1
       returning window_kind, request_count
     )
     select (select request_count from counted where window_kind = 'hour') as hour_count,
            (select request_count from counted where window_kind = 'day') as day_count,
            (select ends from windows where kind = 'hour') as hour_reset,
            (select ends from windows where kind = 'day') as day_reset`,
    [key.id],
  );
  const row = result.rows[0];
  if (!row) throw new Error('usage count returned no row');
  const counts: UsageCounts = {
    hour: { count: row.hour_count, limit: key.rateLimitPerHour, resetsAt: row.hour_reset },
    day: { count: row.day_count, limit: key.rateLimitPerDay, resetsAt: row.day_reset },
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
