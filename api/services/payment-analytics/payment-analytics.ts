import type { Static } from 'typebox';
import type { Viewer } from '../../repositories/payment-visibility.ts';
import type { Store } from '../../repositories/store.ts';
import type { PaymentAnalyticsSchema } from '../../schemas/transactions.ts';
import { PROVIDER_CODES, PROVIDER_NAMES } from '../transactions/providers.ts';

export type PaymentAnalytics = Static<typeof PaymentAnalyticsSchema>['data'];

/**
 * Success rate over the payments that reached an outcome (success or failed): a payment still
 * pending or processing has not succeeded or failed yet. One decimal, "97.5%".
 */
export function successRate(successes: number, finished: number): string {
  return `${finished === 0 ? '0.0' : ((successes / finished) * 100).toFixed(1)}%`;
}

/**
 * The payment figures of the last `days` Douala days (today included), computed by PostgreSQL.
 * Days without payments are in the daily series with zeros (generate_series), so a chart has
 * one point per day.
 */
export async function paymentAnalytics(store: Store, viewer: Viewer, days: number): Promise<PaymentAnalytics> {
  const { overview, byProvider, daily } = await store.paymentReads.figures(viewer, days);
  return {
    overview: {
      totalTransactions: overview.transactions,
      totalVolume: overview.volume,
      successRate: successRate(overview.successes, overview.finished),
      averageAmount: overview.average,
    },
    providers: PROVIDER_CODES.map((code) => {
      const figures = byProvider.get(code);
      return {
        code,
        name: PROVIDER_NAMES[code],
        transactions: figures?.transactions ?? 0,
        volume: figures?.volume ?? 0,
        successRate: successRate(figures?.successes ?? 0, figures?.finished ?? 0),
      };
    }),
    trends: { dailyVolume: daily },
  };
}
