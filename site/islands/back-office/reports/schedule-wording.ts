import type { Lang } from '../../../../domain/languages.ts';
import type { ReportsT } from './messages.ts';
import type { ReportSchedule } from './reports-api.ts';

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-CM' };

/**
 * "06:00" (the schedule's Douala wall-clock time, sent as is) said the reader's way: "6:00 AM",
 * "06:00". Read as a UTC instant so the browser's own zone cannot move it.
 */
export function wallClockTime(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    hour: lang === 'fr' ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, hours, minutes));
}

/** ISO weekday (1 = Monday) by name: "Monday", "lundi". 2026-01-05 was a Monday. */
function weekdayName(day: number, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 4 + day),
  );
}

const ENGLISH_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const englishOrdinal = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** Day of month as an ordinal: "1st", "22nd"; "1er", "22". */
function dayOfMonth(day: number, lang: Lang): string {
  if (lang === 'fr') return day === 1 ? '1er' : String(day);
  return `${day}${ENGLISH_SUFFIX[englishOrdinal.select(day)] ?? 'th'}`;
}

/** When a schedule runs, in words: "Daily at 6:00 AM", "Mondays at 8:00 AM", "Le 1er de chaque mois à 07:00". */
export function scheduleWhen(schedule: ReportSchedule, lang: Lang, t: ReportsT): string {
  const time = wallClockTime(schedule.time, lang);
  if (schedule.frequency === 'weekly') {
    return t('reports.schedule.weekly', { weekday: weekdayName(schedule.day ?? 1, lang), time });
  }
  if (schedule.frequency === 'monthly') {
    return t('reports.schedule.monthly', { day: dayOfMonth(schedule.day ?? 1, lang), time });
  }
  return t('reports.schedule.daily', { time });
}
