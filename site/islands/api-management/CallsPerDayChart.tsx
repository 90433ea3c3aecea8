import { doualaDate } from '../../../domain/douala-time.ts';
import { formatCount, formatDayLabel } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { BarChart } from '../shared/BarChart.tsx';
import type { UsageAnalytics } from './api-management-api.ts';
import type { AmT } from './messages.ts';
import { everyUsageDay } from './usage-days.ts';

/** Calls per Douala day over the last 30 days, every day a bar (a day without calls at zero), as the site's bar chart. */
export function CallsPerDayChart({ days: daily, lang, t }: { days: UsageAnalytics['daily']; lang: Lang; t: AmT }) {
  const days = everyUsageDay(daily, doualaDate());
  return (
    <BarChart
      testId="calls-per-day-chart"
      caption={t('am.analytics.perDay')}
      maxLabel={t('am.analytics.calls', { count: formatCount(Math.max(1, ...days.map((day) => day.requests)), lang) })}
      bars={days.map((day) => ({
        key: day.date,
        label: formatDayLabel(day.date, lang),
        value: day.requests,
        cells: [formatCount(day.requests, lang), formatCount(day.errors, lang)],
      }))}
    />
  );
}
