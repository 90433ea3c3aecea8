import { formatCount, formatDayLabel } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { BarChart } from '../shared/BarChart.tsx';
import type { PaymentAnalytics } from './payment-management-api.ts';

type Day = PaymentAnalytics['trends']['dailyVolume'][number];

/** The daily volume as the site's bar chart. */
export function DailyVolumeChart({ days, lang, caption }: { days: Day[]; lang: Lang; caption: string }) {
  return (
    <BarChart
      testId="daily-volume-chart"
      caption={caption}
      maxLabel={formatXAF(Math.max(1, ...days.map((day) => day.volume)))}
      bars={days.map((day) => ({
        key: day.date,
        label: formatDayLabel(day.date, lang),
        value: day.volume,
        cells: [formatXAF(day.volume), formatCount(day.count, lang)],
      }))}
    />
  );
}
