import { formatCount, formatXAF } from '../../lib/format.ts';
import type { Lang } from '../../lib/locale.ts';
import { BarChart } from '../shared/BarChart.tsx';
import type { PaymentAnalytics } from './payment-management-api.ts';

type Day = PaymentAnalytics['trends']['dailyVolume'][number];

/** Day-of-month labels ("22 Nov") in the page's language, read in UTC like the server's dates. */
function dayLabel(date: string, lang: Lang): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CM' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(parsed);
}

/** The daily volume (spec 001 §2.5 Analytics) as the site's bar chart. */
export function DailyVolumeChart({ days, lang, caption }: { days: Day[]; lang: Lang; caption: string }) {
  return (
    <BarChart
      testId="daily-volume-chart"
      caption={caption}
      maxLabel={formatXAF(Math.max(1, ...days.map((day) => day.volume)))}
      bars={days.map((day) => ({
        key: day.date,
        label: dayLabel(day.date, lang),
        value: day.volume,
        cells: [formatXAF(day.volume), formatCount(day.count, lang)],
      }))}
    />
  );
}
