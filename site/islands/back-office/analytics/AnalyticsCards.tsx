import { useStore } from '@nanostores/react';
import { formatCount, formatDayLabel, formatGrowth, formatShare } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { formatXAF } from '../../../../domain/money.ts';
import { StatTiles } from '../../shared/StatTiles.tsx';
import { $analyticsFigures, DEFAULT_SUCCESS_RATE } from './analytics-api.ts';
import type { AnalyticsT } from './messages.ts';

// A hint that arrives with the figures keeps its line while loading, so nothing moves.
const RESERVED_LINE = '\u00a0';

/**
 * The admin dashboard's Analytics cards: Revenue (XAF, growth from last month), Transactions (this
 * month), API Calls (last 30 days), Success Rate (99.8 until a call is logged).
 */
export function AnalyticsCards({ lang, t }: { lang: Lang; t: AnalyticsT }) {
  const { data, error } = useStore($analyticsFigures);
  const growth = data?.revenueGrowth;
  const day = (date: string) => formatDayLabel(date, lang);
  const compared = data
    ? { from: day(data.revenueCompared.from), to: day(data.revenueCompared.to) }
    : { from: '', to: '' };
  return (
    <StatTiles
      label={t('analytics.cards')}
      failed={Boolean(error && !data)}
      errorText={t('analytics.loadFailed')}
      tiles={[
        {
          id: 'revenue',
          label: t('analytics.revenue'),
          hint: data
            ? t('analytics.revenuePeriod', { from: day(data.revenuePeriod.from), to: day(data.revenuePeriod.to) })
            : RESERVED_LINE,
          detail: !data
            ? RESERVED_LINE
            : growth === null || growth === undefined
              ? t('analytics.revenueNoGrowth', compared)
              : t('analytics.revenueGrowth', {
                  percent: formatGrowth(growth, lang),
                  amount: formatXAF(data.revenueCompared.fees),
                  ...compared,
                }),
          value: data ? formatXAF(data.revenue) : null,
        },
        {
          id: 'transactions',
          label: t('analytics.transactions'),
          hint: t('analytics.thisMonth'),
          value: data ? formatCount(data.transactionsThisMonth, lang) : null,
        },
        {
          id: 'api-calls',
          label: t('analytics.apiCalls'),
          hint: data
            ? t('analytics.apiCallsPeriod', { from: day(data.apiCallsPeriod.from), to: day(data.apiCallsPeriod.to) })
            : RESERVED_LINE,
          value: data ? formatCount(data.apiCalls, lang) : null,
        },
        {
          id: 'success-rate',
          label: t('analytics.successRate'),
          hint: !data
            ? RESERVED_LINE
            : data.successRate === null
              ? t('analytics.successRateDefault')
              : t('analytics.successRateHint'),
          value: data ? formatShare(data.successRate ?? DEFAULT_SUCCESS_RATE, lang) : null,
        },
      ]}
    />
  );
}
