import { healthTone } from '../../../domain/health-status.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { DashboardFigures } from './admin-dashboard-api.ts';

const percents: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat('fr-CM', { style: 'percent', maximumFractionDigits: 2 }),
};

/** An uptime sent as a number of percent (99.95) the reader's way: "99.95%", "99,95 %". */
export function formatPercent(value: number, lang: Lang): string {
  return percents[lang].format(value / 100);
}

/** The platform's health as a figure's colour class, by the domain's rule (`healthTone`). */
export function healthToneClass(status: DashboardFigures['health']['status'] | string): string {
  return `tone-${healthTone(status)}`;
}
