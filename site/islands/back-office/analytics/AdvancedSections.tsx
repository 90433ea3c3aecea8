import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { formatCount, formatDayLabel, formatShare } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { $features } from '../../../stores/features.ts';
import { BarChart } from '../../shared/BarChart.tsx';
import { useLastAnswer } from '../../shared/use-last-answer.ts';
import { type AnalyticsPeriod, advancedQuery } from './analytics-api.ts';
import { ChartCard } from './ChartCard.tsx';
import type { AnalyticsT } from './messages.ts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * What `advanced_analytics` adds (issue 16): payment failures by category, the busiest API
 * routes, calls by Douala hour of day and new users per day, over the panel's period. A call
 * refused because the flag went off meanwhile hides the sections at once, as the payment forms do.
 */
export function AdvancedSections({ days, lang, t }: { days: AnalyticsPeriod; lang: Lang; t: AnalyticsT }) {
  const $advanced = useMemo(() => advancedQuery(days), [days]);
  const { data: fetched, error } = useStore($advanced);
  const data = useLastAnswer(fetched);
  const switchedOff = error instanceof ApiError && error.issue?.reason === 'advanced_analytics_off';
  useEffect(() => {
    const features = $features.get().data;
    if (switchedOff && features) $features.mutate({ ...features, advancedAnalytics: false });
  }, [switchedOff]);

  const card = {
    level: 3 as const,
    loaded: Boolean(data),
    failed: Boolean(error && !data),
    loadingLabel: t('analytics.loading'),
  };
  const failedText = t('analytics.loadFailed');
  const range = data && { from: formatDayLabel(data.from, lang), to: formatDayLabel(data.to, lang) };
  return (
    <section className="analytics-advanced" aria-labelledby="analytics-advanced-title" data-testid="analytics-advanced">
      <h2 id="analytics-advanced-title" className="analytics-section-title">
        {t('analytics.advanced.title')}
      </h2>
      <div className="analytics-grid">
        <ChartCard
          id="failures"
          title={t('analytics.advanced.failures')}
          failedText={failedText}
          tall={false}
          {...card}
        >
          {data && data.failuresByCategory.length === 0 ? (
            <p className="muted">{t('analytics.advanced.noFailures')}</p>
          ) : (
            <table className="table stacked-table" data-testid="failures-table">
              <thead>
                <tr>
                  <th scope="col">{t('analytics.advanced.category')}</th>
                  <th scope="col">{t('analytics.advanced.payments')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.failuresByCategory.map((row) => (
                  <tr key={row.category}>
                    <td data-label={t('analytics.advanced.category')}>{t(`payments.reason.${row.category}`)}</td>
                    <td data-label={t('analytics.advanced.payments')}>{formatCount(row.count, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ChartCard>
        <ChartCard
          id="endpoints"
          title={t('analytics.advanced.endpoints')}
          failedText={failedText}
          tall={false}
          {...card}
        >
          {data && data.topEndpoints.length === 0 ? (
            <p className="muted">{t('analytics.advanced.noCalls')}</p>
          ) : (
            <table className="table stacked-table" data-testid="endpoints-table">
              <thead>
                <tr>
                  <th scope="col">{t('analytics.advanced.endpoint')}</th>
                  <th scope="col">{t('analytics.calls.calls')}</th>
                  <th scope="col">{t('analytics.calls.errorRate')}</th>
                  <th scope="col">{t('analytics.advanced.p95')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.topEndpoints.map((row) => (
                  <tr key={`${row.method} ${row.endpoint}`}>
                    <td
                      className="cell-wrap analytics-endpoint"
                      data-label={t('analytics.advanced.endpoint')}
                      translate="no"
                    >
                      <code>
                        {row.method} {row.endpoint}
                      </code>
                    </td>
                    <td data-label={t('analytics.calls.calls')}>{formatCount(row.calls, lang)}</td>
                    <td data-label={t('analytics.calls.errorRate')}>
                      {row.errorRate === null ? '—' : formatShare(row.errorRate, lang)}
                    </td>
                    <td data-label={t('analytics.advanced.p95')}>{formatCount(row.p95Ms, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ChartCard>
        <ChartCard id="hours" title={t('analytics.advanced.hours')} failedText={failedText} {...card}>
          {data && range && (
            <BarChart
              testId="busiest-hours-chart"
              caption={t('analytics.advanced.hoursCaption', range)}
              maxLabel={`${t('analytics.calls.calls')}: ${formatCount(Math.max(0, ...data.busiestHours.map((row) => row.calls)), lang)}`}
              columns={[t('analytics.advanced.hour'), t('analytics.calls.calls')]}
              bars={data.busiestHours.map((row) => ({
                key: String(row.hour),
                label: hourLabel(row.hour),
                value: row.calls,
                cells: [formatCount(row.calls, lang)],
              }))}
            />
          )}
        </ChartCard>
        <ChartCard id="new-users" title={t('analytics.advanced.newUsers')} failedText={failedText} {...card}>
          {data && range && (
            <BarChart
              testId="new-users-chart"
              caption={t('analytics.advanced.newUsersCaption', range)}
              maxLabel={`${t('analytics.advanced.users')}: ${formatCount(Math.max(0, ...data.newUsers.map((row) => row.users)), lang)}`}
              columns={[t('analytics.day'), t('analytics.advanced.users')]}
              bars={data.newUsers.map((row) => ({
                key: row.date,
                label: formatDayLabel(row.date, lang),
                value: row.users,
                cells: [formatCount(row.users, lang)],
              }))}
            />
          )}
        </ChartCard>
      </div>
    </section>
  );
}
