import type { Lang } from './locale.ts';

/**
 * How the site shows money, times, counts and rates: one formatter each, used by every screen
 * (spec 000 §1 currency, spec 001 §9 dates).
 */

// XAF has no minor unit (ISO 4217 exponent 0): always whole francs, French-Cameroon grouping.
const xaf = new Intl.NumberFormat('fr-CM', { style: 'currency', currency: 'XAF', maximumFractionDigits: 0 });

/**
 * 1234567.8 → "1 234 568 FCFA" whatever the interface language (spec 000 §1). Its spaces are
 * no-break spaces, so an amount never splits across lines.
 */
export function formatXAF(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return xaf.format(Number.isFinite(value) ? value : 0);
}

/** A signed amount for statements: credits "+", debits "−". */
export function formatSignedXAF(amount: number, direction: 'credit' | 'debit'): string {
  return `${direction === 'credit' ? '+' : '−'}${formatXAF(Math.abs(amount))}`;
}

// Spec 001 §9 "MMM dd, HH:mm" said the reader's way: "Nov 24, 19:56", "24 nov., 19:56".
const dateTimeFormats: Record<Lang, Intl.DateTimeFormat> = Object.fromEntries(
  (
    [
      ['en', 'en-US'],
      ['fr', 'fr-CM'],
    ] as const
  ).map(([lang, locale]) => [
    lang,
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Douala',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/** Every date on the site: Douala time (WAT), the region's clock, whatever the browser's zone. */
export function formatDateTime(value: string | number | Date, lang: Lang): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormats[lang].format(date);
}

const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'Africa/Douala' }),
  fr: new Intl.DateTimeFormat('fr-CM', { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'Africa/Douala' }),
};

/**
 * A day that may lie years back (an institution's application, its approval): "Nov 05, 2026",
 * "05 nov. 2026", Douala time. The spec's "MMM dd, HH:mm" leaves the year out, which only
 * suits recent events.
 */
export function formatDate(value: string | number | Date, lang: Lang): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dayFormats[lang].format(date);
}

const counts: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US'),
  fr: new Intl.NumberFormat('fr-CM'),
};

/** A count in the reader's grouping: "12,345", "12 345". */
export function formatCount(value: number, lang: Lang): string {
  return counts[lang].format(value);
}

const percents: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat('fr-CM', { style: 'percent', maximumFractionDigits: 1 }),
};

/**
 * A rate the API sends as text with "%" ("90.9%", spec 001 §3) in the reader's way: "90.9%",
 * "90,9 %". Text that is not a rate is shown as sent.
 */
export function formatRate(rate: string, lang: Lang): string {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*%\s*$/.exec(rate);
  return match?.[1] ? percents[lang].format(Number(match[1]) / 100) : rate;
}

/** A share sent as a number of percent (99.8) the reader's way: "99.8%", "99,8 %". */
export function formatShare(percent: number, lang: Lang): string {
  return percents[lang].format(percent / 100);
}

const growths: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  fr: new Intl.NumberFormat('fr-CM', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
};

/** A change in percent with its sign: "+12.5%", "−3,2 %". */
export function formatGrowth(percent: number, lang: Lang): string {
  return growths[lang].format(percent / 100);
}

const dayLabels: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CM', { month: 'short', day: '2-digit', timeZone: 'UTC' }),
};

/**
 * A calendar day sent as YYYY-MM-DD, spec 001 §9's "MMM dd" in the reader's order ("Nov 05",
 * "05 nov."): read in UTC, as a date without a time.
 */
export function formatDayLabel(date: string, lang: Lang): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dayLabels[lang].format(parsed);
}
