import type { Knex } from 'knex';

/** One key's calls to add to one window (`api_key_usage_windows`). */
export interface UsageWindowDelta {
  keyId: string;
  kind: 'hour' | 'day';
  windowStart: Date;
  count: number;
}

/** One key's accepted calls since the last write, and the time of the latest. */
export interface KeyUseDelta {
  keyId: string;
  count: number;
  lastUsedAt: Date;
}

/**
 * The counters behind API-key limits and the keys' usage figures, written behind the request
 * path in batches: one statement per batch, whatever the number of keys.
 */
export function createApiKeyUsageRepository(db: Knex) {
  return {
    /** A key's counts in the given hour and day windows (0 where nothing was counted yet). */
    async readWindows(keyId: string, hourStart: Date, dayStart: Date): Promise<{ hour: number; day: number }> {
      const rows: { window_kind: 'hour' | 'day'; request_count: number }[] = await db('api_key_usage_windows')
        .where({ api_key_id: keyId })
        .where((where) =>
          where
            .where({ window_kind: 'hour', window_start: hourStart })
            .orWhere({ window_kind: 'day', window_start: dayStart }),
        )
        .select('window_kind', 'request_count');
      const count = (kind: 'hour' | 'day') => rows.find((row) => row.window_kind === kind)?.request_count ?? 0;
      return { hour: count('hour'), day: count('day') };
    },

    /** Adds each delta to its window and returns the windows' new totals, every process's calls included. */
    async addToWindows(deltas: UsageWindowDelta[]): Promise<(UsageWindowDelta & { total: number })[]> {
      if (deltas.length === 0) return [];
      const result = await db.raw<{
        rows: { api_key_id: string; window_kind: 'hour' | 'day'; window_start: Date; request_count: number }[];
      }>(
        `insert into api_key_usage_windows (api_key_id, window_kind, window_start, request_count)
         select * from unnest(?::uuid[], ?::text[], ?::timestamptz[], ?::int[])
         on conflict (api_key_id, window_kind, window_start)
         do update set request_count = api_key_usage_windows.request_count + excluded.request_count
         returning api_key_id, window_kind, window_start, request_count`,
        [
          deltas.map((delta) => delta.keyId),
          deltas.map((delta) => delta.kind),
          deltas.map((delta) => delta.windowStart),
          deltas.map((delta) => delta.count),
        ],
      );
      return result.rows.map((row) => ({
        keyId: row.api_key_id,
        kind: row.window_kind,
        windowStart: row.window_start,
        count: 0,
        total: row.request_count,
      }));
    },

    /** Adds accepted calls to `usage_count` and moves `last_used_at` forward. */
    async recordUses(uses: KeyUseDelta[]): Promise<void> {
      if (uses.length === 0) return;
      await db.raw(
        `update api_keys
            set usage_count = api_keys.usage_count + used.count,
                last_used_at = greatest(api_keys.last_used_at, used.last_used_at)
           from unnest(?::uuid[], ?::int[], ?::timestamptz[]) as used(id, count, last_used_at)
          where api_keys.id = used.id`,
        [uses.map((use) => use.keyId), uses.map((use) => use.count), uses.map((use) => use.lastUsedAt)],
      );
    },
  };
}
