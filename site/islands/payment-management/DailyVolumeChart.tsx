import { formatXAF } from '../../lib/format.ts';
import type { Lang } from '../../lib/locale.ts';
import type { PaymentAnalytics } from './payment-management-api.ts';

type Day = PaymentAnalytics['trends']['dailyVolume'][number];

const HEIGHT = 160;
const BAR_GAP = 4;

/** Day-of-month labels ("22 Nov") in the page's language, read in UTC like the server's dates. */
function dayLabel(date: string, lang: Lang): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(parsed);
}

/**
 * The daily volume as SVG bars. Bar sizes are SVG attributes, not inline styles (the CSP has
 * no 'unsafe-inline'); a visually hidden table carries the same figures for screen readers.
 */
export function DailyVolumeChart({ days, lang, caption }: { days: Day[]; lang: Lang; caption: string }) {
  const max = Math.max(1, ...days.map((day) => day.volume));
  const width = Math.max(days.length, 1) * 24;
  const barWidth = 24 - BAR_GAP;
  return (
    <figure className="pm-chart" data-testid="daily-volume-chart">
      <div className="pm-chart-max small muted" aria-hidden="true">
        {formatXAF(max)}
      </div>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="pm-chart-svg"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="pm-chart-axis" />
        {days.map((day, index) => {
          const height = day.volume > 0 ? Math.max(2, (day.volume / max) * (HEIGHT - 8)) : 0;
          return (
            <rect
              key={day.date}
              className="pm-chart-bar"
              x={index * 24 + BAR_GAP / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="2"
            >
              <title>{`${dayLabel(day.date, lang)}: ${formatXAF(day.volume)} (${day.count})`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="pm-chart-range small muted" aria-hidden="true">
          <span>{dayLabel(days[0]?.date ?? '', lang)}</span>
          <span>{dayLabel(days.at(-1)?.date ?? '', lang)}</span>
        </div>
      )}
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date, lang)}</th>
              <td>{formatXAF(day.volume)}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
