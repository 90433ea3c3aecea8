import { useStore } from '@nanostores/react';
import { formatCount, formatRate, formatXAF } from '../../lib/format.ts';
import type { Lang } from '../../lib/locale.ts';
import type { PmT } from './messages.ts';
import { $paymentAnalytics } from './payment-management-api.ts';

/** Spec 001 §2.5: the four summary cards over the last 30 days. */
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
    <section aria-label={t('pm.summary.label')}>
      {error && !data && (
        <p className="alert alert-danger pm-summary-error" role="alert" data-testid="analytics-error">
          {t('pm.analytics.error')}
        </p>
      )}
      <div className="pm-summary">
        {cards.map((card) => (
          <div key={card.id} className="card stat-card pm-stat" data-testid={`summary-${card.id}`}>
            <div className="stat-label">{card.label}</div>
            <div className="stat-value" data-testid="summary-value">
              {card.value ?? (error ? '—' : <span className="skeleton pm-stat-skeleton" />)}
            </div>
            <div className="small muted">{card.hint}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
