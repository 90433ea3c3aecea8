import type { Static } from 'typebox';
import type { Store } from '../../repositories/store.ts';
import type { PlatformStatsSchema } from '../../schemas/stats.ts';
import { formatUptime, measureUptime } from './uptime.ts';

export type PlatformStats = Static<typeof PlatformStatsSchema>;

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat('en');

/** 27 → "27", 12 345 → "12,345", 2 480 000 → "2.5M": short enough for a headline figure. */
export function formatCount(value: number): string {
  return value < 100_000 ? grouped.format(value) : compact.format(value);
}

/** `livemode`: the server's own mode; test payments never swell a live platform's figures. */
export async function computePlatformStats(store: Store, livemode: boolean): Promise<PlatformStats> {
  const [transactions, banks, developers, uptime] = await Promise.all([
    store.payments.countSuccessful(livemode),
    store.institutions.countLive(),
    // Developers = distinct people holding at least one usable key.
    store.apiKeys.countKeyHolders(),
    measureUptime(store),
  ]);
  return {
    transactions: formatCount(transactions),
    banks: formatCount(banks),
    developers: formatCount(developers),
    uptime: formatUptime(uptime.percent),
    values: { transactions, banks, developers, uptimePercent: uptime.percent },
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The home page asks on every visit; the figures move slowly, so one computation serves
 * everybody for `ttlMs`. Concurrent misses share one computation.
 */
export function cachedPlatformStats(store: Store, livemode: boolean, ttlMs: number, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<PlatformStats> } | null = null;
  return async (): Promise<PlatformStats> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = computePlatformStats(store, livemode);
    cached = { at: now(), value };
    // A failed computation must not be served from the cache.
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  };
}
