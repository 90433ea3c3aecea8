import type { Redis } from 'ioredis';
import type { Store } from '../../repositories/store.ts';
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

/** Whether the shared store answers now, and what to do when it failed (plugins/redis.ts). */
export interface SharedStoreHealth {
  available(): boolean;
  failed(error: unknown): void;
}

/**
 * Redis while it answers, this process's memory while it does not: a Redis outage never fails
 * an API-key call nor makes it wait, and each process enforces the limits on what it served
 * meanwhile (those calls are not added to Redis when it comes back).
 */
export function redisOrMemoryKeyUsageCounter(
  redis: KeyUsageCounter,
  memory: KeyUsageCounter,
  health: SharedStoreHealth,
): KeyUsageCounter {
  return {
    async count(keyId) {
      if (!health.available()) return memory.count(keyId);
      try {
        return await redis.count(keyId);
      } catch (error) {
        health.failed(error);
        return memory.count(keyId);
      }
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

interface WindowTally {
  /** The window's total in PostgreSQL at the last write, every process's calls included. */
  shared: number;
  /** This process's calls not written yet. */
  pending: number;
  /**
   * This process's calls a write is sending now: still counted until the write's new total
   * replaces `shared`, or a key could pass its limit by what is in flight.
   */
  writing: number;
}

interface KeyTally {
  /** When this process last counted a call of the key: its totals are refreshed while in use. */
  lastCall: number;
  hourStart: number;
  dayStart: number;
  hour: WindowTally;
  day: WindowTally;
}

/** A window's calls as this process knows them: written, being written, and not yet written. */
const used = (window: WindowTally) => window.shared + window.writing + window.pending;

/** How long after its last call a key's shared totals keep being read back. */
const IN_USE_MS = 60_000;

/** A counter whose counts reach their shared store behind the request path. */
export interface WriteBehindCounter extends KeyUsageCounter {
  /** Writes the calls counted since the last write (every second, and at shutdown). */
  flush(): Promise<void>;
}

/**
 * PostgreSQL without Redis: hourly and daily counts are shared through
 * `api_key_usage_windows`, but counting a call adds no round trip to it. Each process counts
 * in memory on top of the shared total it last read, and writes what it counted once a second
 * in one statement, reading back the new totals (also of keys it called in the last minute, so
 * it learns what the others served). Exact within one process; behind several, a key can pass
 * a limit by what the other processes served in the last second (Redis, when `REDIS_URL` is
 * set, is exact). A key's first call in a window reads that window's total.
 * The burst is counted in this process's memory.
 */
export function postgresKeyUsageCounter(store: Store): WriteBehindCounter {
  const burst = memoryKeyUsageCounter();
  const usage = store.apiKeyUsage;
  const tallies = new Map<string, KeyTally>();
  const loadings = new Map<string, { hourStart: number; dayStart: number; promise: Promise<KeyTally> }>();
  let writing: Promise<void> = Promise.resolve();

  /** The key's tally for these windows: in memory, or read once (a first call, a new window). */
  function tallyOf(keyId: string, hourStart: number, dayStart: number): KeyTally | Promise<KeyTally> {
    const tally = tallies.get(keyId);
    if (tally?.hourStart === hourStart && tally.dayStart === dayStart) return tally;
    const loading = loadings.get(keyId);
    if (loading?.hourStart === hourStart && loading.dayStart === dayStart) return loading.promise;
    const promise = usage.readWindows(keyId, new Date(hourStart), new Date(dayStart)).then((shared) => {
      // A window that carries on (the day, when only the hour turned) keeps what is pending.
      const old = tallies.get(keyId);
      const next: KeyTally = {
        lastCall: Date.now(),
        hourStart,
        dayStart,
        hour: { shared: shared.hour, pending: old?.hourStart === hourStart ? old.hour.pending : 0, writing: 0 },
        day: { shared: shared.day, pending: old?.dayStart === dayStart ? old.day.pending : 0, writing: 0 },
      };
      tallies.set(keyId, next);
      loadings.delete(keyId);
      return next;
    });
    promise.catch(() => loadings.delete(keyId));
    loadings.set(keyId, { hourStart, dayStart, promise });
    return promise;
  }

  async function write(): Promise<void> {
    const deltas = [];
    const taken: { keyId: string; tally: KeyTally; kind: 'hour' | 'day'; count: number }[] = [];
    const now = Date.now();
    const windows = usageWindowsAt(now);
    for (const [keyId, tally] of tallies) {
      const pending = tally.hour.pending + tally.day.pending;
      // A key not called since yesterday has nothing to count today: forget it.
      if (tally.dayStart < windows.day.startsAt && pending === 0) {
        tallies.delete(keyId);
        continue;
      }
      // A key in use has its totals read back even with nothing to add (adding 0), so the
      // calls other processes served reach this one within a write interval.
      const inUse = now - tally.lastCall < IN_USE_MS && tally.hourStart === windows.hour.startsAt;
      if (pending === 0 && !inUse) continue;
      for (const kind of ['hour', 'day'] as const) {
        const window = tally[kind];
        deltas.push({
          keyId,
          kind,
          windowStart: new Date(kind === 'hour' ? tally.hourStart : tally.dayStart),
          count: window.pending,
        });
        taken.push({ keyId, tally, kind, count: window.pending });
        window.writing = window.pending;
        window.pending = 0;
      }
    }
    try {
      const totals = await usage.addToWindows(deltas);
      const totalOf = new Map(totals.map((row) => [`${row.keyId}:${row.kind}`, row.total]));
      for (const entry of taken) {
        // Calls counted while the write ran are still pending, on top of the new total.
        const total = totalOf.get(`${entry.keyId}:${entry.kind}`);
        const window = entry.tally[entry.kind];
        if (total !== undefined) window.shared = total;
        else window.shared += entry.count;
        window.writing = 0;
      }
    } catch (error) {
      // Not written: counted again at the next write, and meanwhile still counted here.
      for (const entry of taken) {
        entry.tally[entry.kind].pending += entry.count;
        entry.tally[entry.kind].writing = 0;
      }
      throw error;
    }
  }

  return {
    async count(keyId) {
      const windows = usageWindowsAt(Date.now());
      const [tally, local] = await Promise.all([
        tallyOf(keyId, windows.hour.startsAt, windows.day.startsAt),
        burst.count(keyId),
      ]);
      tally.hour.pending += 1;
      tally.day.pending += 1;
      tally.lastCall = Date.now();
      return {
        second: local.second,
        hour: { count: used(tally.hour), resetsAt: new Date(windows.hour.endsAt) },
        day: { count: used(tally.day), resetsAt: new Date(windows.day.endsAt) },
      };
    },
    flush() {
      writing = writing.then(write, write);
      return writing;
    },
  };
}
