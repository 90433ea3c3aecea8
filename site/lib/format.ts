import type { Lang } from './i18n.ts';

// XAF has no minor unit (ISO 4217 exponent 0): always whole francs, French-Cameroon grouping.
const xaf = new Intl.NumberFormat('fr-CM', { style: 'currency', currency: 'XAF', maximumFractionDigits: 0 });

/** 1234567.8 → "1 234 568 FCFA" whatever the interface language (spec 000 §1). */
export function formatXAF(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return xaf.format(Number.isFinite(value) ? value : 0);
}

/** A signed amount for statements: credits "+", debits "−". */
export function formatSignedXAF(amount: number, direction: 'credit' | 'debit'): string {
  return `${direction === 'credit' ? '+' : '−'}${formatXAF(Math.abs(amount))}`;
}

const dateTimeFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Douala' }),
  fr: new Intl.DateTimeFormat('fr-CM', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Douala' }),
};

/** Dates are shown in Douala time (WAT), the region's clock, whatever the browser's zone. */
export function formatDateTime(value: string | number | Date, lang: Lang): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormats[lang].format(date);
}

const groupedWhole = new Intl.NumberFormat('fr-CM', { maximumFractionDigits: 0 });

/**
 * An amount followed by its currency code, "25 000 XAF": for lists that show the currency
 * the server sent next to the figure (spec 000 §2 payments list, spec 001 §2.5 table).
 */
export function formatAmount(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return `${groupedWhole.format(Number.isFinite(value) ? value : 0)} ${currency}`;
}
