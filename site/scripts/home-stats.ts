import { createQuery } from '../lib/api/index.ts';

interface PlatformStats {
  transactions: string;
  banks: string;
  developers: string;
  uptime: string;
  values: { transactions: number; banks: number; developers: number; uptimePercent: number | null };
}

type Figure = 'transactions' | 'banks' | 'developers' | 'uptime';

/**
 * The four home figures from GET /api/v1/stats: skeletons while loading, the server's
 * counts shown in the visitor's number format, a quiet dash and one line of text if the
 * call fails. The "All Systems Operational" badge follows the same call.
 */
function formatFigure(stats: PlatformStats, figure: Figure, lang: string): string {
  const locale = lang === 'fr' ? 'fr-CM' : 'en';
  if (figure === 'uptime') {
    const percent = stats.values.uptimePercent;
    if (percent === null) return stats.uptime;
    // Rounded down like the server's text, so an outage never shows as 100 %.
    const floored = Math.floor(percent * 100) / 100;
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(floored / 100);
  }
  const value = stats.values[figure];
  const options: Intl.NumberFormatOptions = value < 100_000 ? {} : { notation: 'compact', maximumFractionDigits: 1 };
  return new Intl.NumberFormat(locale, options).format(value);
}

function setUp(section: HTMLElement): void {
  const lang = section.dataset.lang ?? 'en';
  const list = section.querySelector('dl');
  const fallback = section.querySelector<HTMLElement>('[data-stats-fallback]');
  const cells = [...section.querySelectorAll<HTMLElement>('[data-stat]')];
  const badge = document.querySelector<HTMLElement>('[data-system-status]');

  const $stats = createQuery<PlatformStats>(['/api/v1/stats']);
  $stats.subscribe(({ data, error, loading }) => {
    // Before the first answer the store holds neither data nor error.
    if (loading || (data === undefined && error === undefined)) return;
    list?.setAttribute('aria-busy', 'false');
    for (const cell of cells) {
      const figure = cell.dataset.stat as Figure;
      cell.textContent = data ? formatFigure(data, figure, lang) : '—';
    }
    if (fallback) fallback.hidden = !error;
    if (badge && error) {
      badge.dataset.state = 'unknown';
      badge.textContent = badge.dataset.unknownLabel ?? '';
    }
  });
}

const section = document.querySelector<HTMLElement>('[data-home-stats]');
if (section) setUp(section);
