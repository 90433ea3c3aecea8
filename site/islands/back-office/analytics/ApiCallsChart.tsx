import { formatCount, formatDayLabel, formatShare } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { BarChart } from '../../shared/BarChart.tsx';
import type { AnalyticsTrends } from './analytics-api.ts';
import type { AnalyticsT } from './messages.ts';

/** API calls per Douala day as bars, their error rate (4xx and 5xx) as a line on its own scale. */
export function ApiCallsChart({ trends, lang, t }: { trends: AnalyticsTrends; lang: Lang; t: AnalyticsT }) {
  const days = trends.apiCalls;
  const topRate = Math.max(0, ...days.map((day) => day.errorRate ?? 0));
  return (
    <BarChart
      testId="api-calls-chart"
      caption={t('analytics.calls.caption', {
        from: formatDayLabel(trends.from, lang),
        to: formatDayLabel(trends.to, lang),
      })}
      maxLabel={`${t('analytics.calls.calls')}: ${formatCount(Math.max(0, ...days.map((day) => day.calls)), lang)}`}
      columns={[
        t('analytics.day'),
        t('analytics.calls.calls'),
        t('analytics.calls.clientErrors'),
        t('analytics.calls.serverErrors'),
        t('analytics.calls.errorRate'),
      ]}
      line={{
        label: t('analytics.calls.errorRate'),
        values: days.map((day) => day.errorRate),
        max: topRate,
        maxLabel: `${t('analytics.calls.errorRate')}: ${formatShare(topRate, lang)}`,
      }}
      barLabel={t('analytics.calls.calls')}
      bars={days.map((day) => ({
        key: day.date,
        label: formatDayLabel(day.date, lang),
        value: day.calls,
        cells: [
          formatCount(day.calls, lang),
          formatCount(day.clientErrors, lang),
          formatCount(day.serverErrors, lang),
          day.errorRate === null ? '—' : formatShare(day.errorRate, lang),
        ],
      }))}
    />
  );
}
