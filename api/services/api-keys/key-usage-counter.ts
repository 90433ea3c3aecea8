import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { createApiKeysRepository } from '../../repositories/api-keys-repository.ts';
import { usageWindowsAt, type WindowKind } from './usage-windows.ts';

/** One call's place in each window: how many calls the window has seen, this one included. */
export type WindowCounts = Record<WindowKind, { count: number; resetsAt: Date }>;

/**
 * Counts one call of a key in its second, hour and day windows. Every API process must share
 * the counts, so a limit holds behind a load balancer.
 */
export interface KeyUsageCounter {
  count(keyId: string): Promise<WindowCounts>;
}

/**
 * Redis (when `REDIS_URL` is set): one MULTI of three INCRs and their expiries, atomic on the
 * server, so two processes never both see the same count; no PostgreSQL on the request path.
 */
export function redisKeyUsageCounter(redis: Redis, prefix = 'ob-key-usage:'): KeyUsageCounter {
  return {
    async count(keyId) {
      const windows = usageWindowsAt(Date.now());
      const kinds = ['second', 'hour', 'day'] as const;
      const multi = redis.multi();
      for (const kind of kinds) {
        const window = windows[kind];
        const key = `${prefix}${keyId}:${kind}:${window.startsAt}`;
        multi.incr(key);
        // A little past the window's end, so a slow clock elsewhere still finds the count.
        multi.pexpireat(key, window.endsAt + 5000);
      }
      const results = await multi.exec();
      if (!results) throw new Error('key usage transaction was discarded');
      const countAt = (index: number) => {
        const [error, value] = results[index * 2] ?? [new Error('missing reply'), null];
        if (error) throw error;
        return Number(value);
      };
      return {
        second: { count: countAt(0), resetsAt: new Date(windows.second.endsAt) },
        hour: { count: countAt(1), resetsAt: new Date(windows.hour.endsAt) },
        day: { count: countAt(2), resetsAt: new Date(windows.day.endsAt) },
      };
    },
  };
}

/**
 * This process's memory: exact for one process, per process behind several. Holds the burst
 * counts when the hourly and daily ones live in PostgreSQL (a second is too short to share).
 */
export function memoryKeyUsageCounter(): KeyUsageCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = 0;
  return {
    async count(keyId) {
      const now = Date.now();
      const windows = usageWindowsAt(now);
      if (now - lastSweep > 60_000) {
        for (const [key, entry] of counts) if (entry.endsAt <= now) counts.delete(key);
        lastSweep = now;
      }
      const bump = (kind: WindowKind) => {
        const window = windows[kind];
        const key = `${keyId}:${kind}:${window.startsAt}`;
        const entry = counts.get(key) ?? { count: 0, endsAt: window.endsAt };
        entry.count += 1;
        counts.set(key, entry);
        return { count: entry.count, resetsAt: new Date(window.endsAt) };
      };
      return { second: bump('second'), hour: bump('hour'), day: bump('day') };
    },
  };
}

/**
 * PostgreSQL without Redis: hourly and daily counts in `api_key_usage_windows` (one upsert,
 * shared by every process), the burst in this process's memory.
 */
export function postgresKeyUsageCounter(db: Knex): KeyUsageCounter {
  const burst = memoryKeyUsageCounter();
  const keys = createApiKeysRepository(db);
  return {
    async count(keyId) {
      const [row, local] = await Promise.all([keys.countUsage(keyId), burst.count(keyId)]);
      return {
        second: local.second,
        hour: { count: row.hourCount, resetsAt: row.hourResetsAt },
        day: { count: row.dayCount, resetsAt: row.dayResetsAt },
      };
    },
  };
}
