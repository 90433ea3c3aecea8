import type { Knex } from 'knex';
import { type Viewer, visibleTo } from '../payments/payment-access.ts';
import { PLATFORM_TIME_ZONE } from '../transactions/douala-days.ts';
import { PROVIDER_CODES, PROVIDER_NAMES, type ProviderCode } from '../transactions/providers.ts';

export interface PaymentAnalytics {
  overview: { totalTransactions: number; totalVolume: number; successRate: string; averageAmount: number };
  providers: { code: ProviderCode; name: string; transactions: number; volume: number; successRate: string }[];
  trends: { dailyVolume: { date: string; volume: number; count: number }[] };
}

interface Figures {
  transactions: string;
  successes: string;
  finished: string;
  volume: string;
  average: string;
}

/**
 * Success rate over the payments that reached an outcome (success or failed): a payment still
 * pending or processing has not succeeded or failed yet. One decimal, "97.5%".
 */
export function successRate(successes: number, finished: number): string {
  return `${finished === 0 ? '0.0' : ((successes / finished) * 100).toFixed(1)}%`;
}

const FIGURES = `
  count(*) as transactions,
  count(*) filter (where p.status = 'success') as successes,
  count(*) filter (where p.status in ('success', 'failed')) as finished,
  coalesce(sum(p.amount) filter (where p.status = 'success'), 0) as volume,
  coalesce(round(avg(p.amount) filter (where p.status = 'success')), 0) as average`;

/**
 * The payment figures of the last `days` Douala days (today included), computed by PostgreSQL.
 * Days without payments are in the daily series with zeros (generate_series), so a chart has
 * one point per day.
 */
export async function paymentAnalytics(db: Knex, viewer: Viewer, days: number): Promise<PaymentAnalytics> {
  const tz = PLATFORM_TIME_ZONE;
  const firstDay = db.raw(`((now() at time zone '${tz}')::date - (?::int - 1))`, [days]);
  const windowed = () =>
    visibleTo(
      db({ p: 'payments' }).where('p.created_at', '>=', db.raw(`(?)::timestamp at time zone '${tz}'`, [firstDay])),
      viewer,
      'p',
    );

  const [overview, byProvider, daily] = await Promise.all([
    windowed().select(db.raw(FIGURES)).first() as Promise<Figures>,
    windowed().select('p.provider', db.raw(FIGURES)).groupBy('p.provider') as Promise<
      (Figures & { provider: ProviderCode })[]
    >,
    db
      .with('scoped', windowed().select('p.created_at', 'p.amount', 'p.status'))
      .select(
        db.raw(`to_char(day, 'YYYY-MM-DD') as date`),
        db.raw(`coalesce(sum(scoped.amount) filter (where scoped.status = 'success'), 0) as volume`),
        db.raw('count(scoped.created_at) as count'),
      )
      .from(db.raw(`generate_series(?::date, (now() at time zone '${tz}')::date, interval '1 day') as day`, [firstDay]))
      .joinRaw(`left join scoped on (scoped.created_at at time zone '${tz}')::date = day::date`)
      .groupBy('day')
      .orderBy('day') as Promise<{ date: string; volume: string; count: string }[]>,
  ]);

  const successes = Number(overview.successes);
  const volume = Number(overview.volume);
  return {
    overview: {
      totalTransactions: Number(overview.transactions),
      totalVolume: volume,
      successRate: successRate(successes, Number(overview.finished)),
      averageAmount: Number(overview.average),
    },
    providers: PROVIDER_CODES.map((code) => {
      const row = byProvider.find((candidate) => candidate.provider === code);
      return {
        code,
        name: PROVIDER_NAMES[code],
        transactions: Number(row?.transactions ?? 0),
        volume: Number(row?.volume ?? 0),
        successRate: successRate(Number(row?.successes ?? 0), Number(row?.finished ?? 0)),
      };
    }),
    trends: {
      dailyVolume: daily.map((row) => ({ date: row.date, volume: Number(row.volume), count: Number(row.count) })),
    },
  };
}
