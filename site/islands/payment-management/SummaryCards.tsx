import { useStore } from '@nanostores/react';
import { formatCount, formatRate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { StatTiles } from '../shared/StatTiles.tsx';
import type { PmT } from './messages.ts';
import { $paymentAnalytics } from './payment-management-api.ts';

/** The four summary cards over the last 30 days. */
export function SummaryCards({ lang, t }: { lang: Lang; t: PmT }) {
  const { data, error } = useStore($paymentAnalytics);
  const overview = data?.data.overview;
  const cards = [
    {
      id: 'total-transactions',
      label: t('pm.summary.totalTransactions'),
      hint: t('pm.summary.last30Days'),
      value: overview ? formatCount(overview.totalTransactions, lang) : null,
    },
    {
      id: 'total-volume',
      label: t('pm.summary.totalVolume'),
      hint: t('pm.summary.inXaf'),
      value: overview ? formatXAF(overview.totalVolume) : null,
    },
    {
      id: 'success-rate',
      label: t('pm.summary.successRate'),
      hint: t('pm.summary.successHint'),
      value: overview ? formatRate(overview.successRate, lang) : null,
    },
    {
      id: 'average-amount',
      label: t('pm.summary.averageAmount'),
      hint: t('pm.summary.averageHint'),
      value: overview ? formatXAF(overview.averageAmount) : null,
    },
  ];

  return (
    <StatTiles
      tiles={cards}
      label={t('pm.summary.label')}
      failed={Boolean(error && !data)}
      errorText={t('pm.analytics.error')}
    />
  );
}
