import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { Lang } from '../../lib/i18n.ts';

// The site shows every date in Douala time (site/lib/format.ts); the table does the same.
const doualaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Douala',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The Douala wall-clock time of an instant, as a local Date date-fns can format. */
function doualaWallClock(date: Date): Date {
  const parts = Object.fromEntries(doualaParts.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return new Date(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
}

/** Spec 001 §9 table dates: "MMM dd, HH:mm" with date-fns, month names in the page's language. */
export function formatTableDate(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(doualaWallClock(date), 'MMM dd, HH:mm', lang === 'fr' ? { locale: fr } : {});
}
