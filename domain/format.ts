import type { Lang } from './languages.ts';

/**
 * How the platform writes times, counts and rates (money is money.ts): one formatter each,
 * used by every screen and by the server's reports, in the reader's language.
 *
 * Money and dates, which nearly every signed-in screen shows at once, are written out here
 * rather than by Intl: a phone's first Intl formatter loads ICU's locale data and a time zone's
 * rules, one atomic task of 60–250 ms (×4 on a mid-range phone) that blocked the dashboard's
 * main thread. The output is Intl's own, character for character (a property test in
 * tests/unit/site/format.test.ts compares them over random dates and amounts). Counts and
 * rates keep Intl, built on first use once per language.
 */

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-CM' };

/** One formatter per language, made the first time that language asks for it. */
function perLanguage<F>(make: (locale: string) => F): (lang: Lang) => F {
  const made: Partial<Record<Lang, F>> = {};
  return (lang) => {
    made[lang] ??= make(LOCALES[lang]);
    return made[lang];
  };
}

// Douala keeps West Africa Time, UTC+01:00, all year round: no daylight saving to look up.
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

// CLDR's abbreviated month names, as Intl gives them for en-US and fr-CM.
const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day and month the reader's way: "Nov 05" (English order), "05 nov." (French). */
function dayAndMonth(utc: Date, lang: Lang): string {
  const month = MONTHS[lang][utc.getUTCMonth()];
  const day = twoDigits(utc.getUTCDate());
  return lang === 'en' ? `${month} ${day}` : `${day} ${month}`;
}

/** The value as a Date whose UTC fields read Douala's wall clock; null for an invalid date. */
function inDouala(value: string | number | Date): Date | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : new Date(time + DOUALA_OFFSET_MS);
}

/**
 * Every date-and-time on the site, "MMM dd, HH:mm" said the reader's way
 * ("Nov 24, 19:56", "24 nov., 19:56"), in Douala time (WAT), the region's clock, whatever
 * the browser's zone.
 */
export function formatDateTime(value: string | number | Date, lang: Lang): string {
  const local = inDouala(value);
  if (!local) return '';
  return `${dayAndMonth(local, lang)}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/**
 * A day that may lie years back (an institution's application, its approval): "Nov 05, 2026",
 * "05 nov. 2026", Douala time. The spec's "MMM dd, HH:mm" leaves the year out, which only
 * suits recent events.
 */
export function formatDate(value: string | number | Date, lang: Lang): string {
  const local = inDouala(value);
  if (!local) return '';
  const year = local.getUTCFullYear();
  return lang === 'en' ? `${dayAndMonth(local, lang)}, ${year}` : `${dayAndMonth(local, lang)} ${year}`;
}

const counts = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A count in the reader's grouping: "12,345", "12 345". */
export function formatCount(value: number, lang: Lang): string {
  return counts(lang).format(value);
}

const percents = perLanguage((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));

/**
 * A rate the API sends as text with "%" ("90.9%") in the reader's way: "90.9%",
 * "90,9 %". Text that is not a rate is shown as sent.
 */
export function formatRate(rate: string, lang: Lang): string {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*%\s*$/.exec(rate);
  return match?.[1] ? percents(lang).format(Number(match[1]) / 100) : rate;
}

/** A share sent as a number of percent (99.8) the reader's way: "99.8%", "99,8 %". */
export function formatShare(percent: number, lang: Lang): string {
  return percents(lang).format(percent / 100);
}

const growths = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
);

/** A change in percent with its sign: "+12.5%", "−3,2 %". */
export function formatGrowth(percent: number, lang: Lang): string {
  return growths(lang).format(percent / 100);
}

/**
 * A calendar day sent as YYYY-MM-DD, "MMM dd" in the reader's order ("Nov 05",
 * "05 nov."): read in UTC, as a date without a time.
 */
export function formatDayLabel(date: string, lang: Lang): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dayAndMonth(parsed, lang);
}
