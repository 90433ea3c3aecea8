import { formatCount, formatDayLabel } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { formatXAF } from '../../../../domain/money.ts';
import { BarChart } from '../../shared/BarChart.tsx';
import type { AnalyticsTrends } from './analytics-api.ts';
import type { AnalyticsT } from './messages.ts';

/** Successful payment volume per Douala day, stacked by provider (MTN MoMo, Orange Money, GIMAC). */
export function PaymentVolumeChart({ trends, lang, t }: { trends: AnalyticsTrends; lang: Lang; t: AnalyticsT }) {
  const providers = trends.payments[0]?.providers.map((entry) => entry.provider) ?? [];
  const name = (provider: string) => t(`analytics.provider.${provider}` as Parameters<AnalyticsT>[0]);
  const bars = trends.payments.map((day) => {
    const total = day.providers.reduce((sum, entry) => sum + entry.volume, 0);
    return {
      key: day.date,
      label: formatDayLabel(day.date, lang),
      value: total,
      parts: day.providers.map((entry) => entry.volume),
      cells: [
        formatXAF(total),
        ...day.providers.map((entry) => `${formatXAF(entry.volume)} (${formatCount(entry.count, lang)})`),
      ],
    };
  });
  return (
    <BarChart
      testId="payment-volume-chart"
      caption={t('analytics.volume.caption', {
        from: formatDayLabel(trends.from, lang),
        to: formatDayLabel(trends.to, lang),
      })}
      maxLabel={formatXAF(Math.max(0, ...bars.map((bar) => bar.value)))}
      columns={[
        t('analytics.day'),
        t('analytics.total'),
        ...providers.map((provider) => t('analytics.volume.column', { provider: name(provider) })),
      ]}
      series={providers.map((provider) => ({ label: name(provider) }))}
      bars={bars}
    />
  );
}
