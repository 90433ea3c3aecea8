import type { Knex } from 'knex';
import { formatUptime, measureUptime } from './uptime.ts';

export interface PlatformStats {
  transactions: string;
  banks: string;
  developers: string;
  uptime: string;
  values: { transactions: number; banks: number; developers: number; uptimePercent: number | null };
  generatedAt: string;
}

/** Successful payments, every type. */
async function countSuccessfulPayments(db: Knex): Promise<number> {
  const row = await db('payments').where({ status: 'success' }).count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

async function countLiveInstitutions(db: Knex): Promise<number> {
  const row = await db('institutions')
    .where({ is_approved: true, is_active: true })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** Developers = distinct people holding at least one usable key. */
async function countDevelopers(db: Knex): Promise<number> {
  const row = await db('api_keys')
    .where({ is_active: true })
    .andWhere((query) => query.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .countDistinct<{ count: string }[]>({ count: 'user_id' })
    .first();
  return Number(row?.count ?? 0);
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat('en');

/** 27 → "27", 12 345 → "12,345", 2 480 000 → "2.5M": short enough for a headline figure. */
export function formatCount(value: number): string {
  return value < 100_000 ? grouped.format(value) : compact.format(value);
}

export async function computePlatformStats(db: Knex): Promise<PlatformStats> {
  const [transactions, banks, developers, uptime] = await Promise.all([
    countSuccessfulPayments(db),
    countLiveInstitutions(db),
    countDevelopers(db),
    measureUptime(db),
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
export function cachedPlatformStats(db: Knex, ttlMs: number, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<PlatformStats> } | null = null;
  return async (): Promise<PlatformStats> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = computePlatformStats(db);
    cached = { at: now(), value };
    // A failed computation must not be served from the cache.
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  };
}
