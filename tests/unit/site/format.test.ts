import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatGrowth,
  formatRate,
  formatShare,
} from '../../../domain/format.ts';
import { formatSignedXAF, formatXAF } from '../../../domain/money.ts';

// fr-CM groups thousands with a narrow no-break space and puts a no-break space before FCFA.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatXAF', () => {
  it('formats whole francs in the fr-CM style without decimals', () => {
    expect(plain(formatXAF(1234567.8))).toBe('1 234 568 FCFA');
    expect(plain(formatXAF(100))).toBe('100 FCFA');
    expect(plain(formatXAF('250000'))).toBe('250 000 FCFA');
  });

  it('shows an unreadable amount as zero rather than NaN', () => {
    expect(plain(formatXAF('abc'))).toBe('0 FCFA');
  });

  it('signs credits with + and debits with −', () => {
    expect(plain(formatSignedXAF(5000, 'credit'))).toBe('+5 000 FCFA');
    expect(plain(formatSignedXAF(-5000, 'debit'))).toBe('−5 000 FCFA');
  });
});

describe('formatDateTime (every screen)', () => {
  it("shows Douala time, month and day in the reader's order", () => {
    // 08:07 UTC is 09:07 in Douala (WAT, UTC+1), the clock every date on the site uses.
    expect(plain(formatDateTime('2026-11-05T08:07:00Z', 'en'))).toBe('Nov 05, 09:07');
    expect(plain(formatDateTime('2026-11-05T08:07:00Z', 'fr'))).toBe('05 nov., 09:07');
    expect(plain(formatDateTime('2026-12-31T23:30:00Z', 'en'))).toBe('Jan 01, 00:30');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatDate (days that may lie years back)', () => {
  it("shows the Douala day with its year in the reader's order", () => {
    expect(plain(formatDate('2019-03-12T23:30:00Z', 'en'))).toBe('Mar 13, 2019');
    expect(plain(formatDate('2019-03-12T23:30:00Z', 'fr'))).toBe('13 mars 2019');
    expect(formatDate('not a date', 'fr')).toBe('');
  });
});

describe('formatRate and formatCount', () => {
  it("says a rate the reader's way, keeping text that is not a rate", () => {
    expect(formatRate('90.9%', 'en')).toBe('90.9%');
    expect(plain(formatRate('90.9%', 'fr'))).toBe('90,9 %');
    expect(plain(formatRate('100%', 'fr'))).toBe('100 %');
    expect(formatRate('n/a', 'fr')).toBe('n/a');
  });

  it("groups counts the reader's way", () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345');
  });

  it("says a share and a signed change in percent the reader's way", () => {
    expect(formatShare(99.8, 'en')).toBe('99.8%');
    expect(plain(formatShare(99.8, 'fr'))).toBe('99,8 %');
    expect(formatGrowth(12.5, 'en')).toBe('+12.5%');
    expect(plain(formatGrowth(-3.2, 'fr'))).toBe('-3,2 %');
    expect(formatGrowth(0, 'en')).toBe('0%');
  });

  it('labels a calendar day "MMM dd" in the reader\'s order, whatever the zone', () => {
    expect(formatDayLabel('2026-11-05', 'en')).toBe('Nov 05');
    expect(plain(formatDayLabel('2026-11-05', 'fr'))).toBe('05 nov.');
    expect(formatDayLabel('not a day', 'en')).toBe('not a day');
  });
});

describe('the Intl-free formatters write exactly what Intl writes', () => {
  // The site writes money and dates itself to spare phones ICU's start-up (see domain/format.ts and domain/money.ts);
  // Intl stays the reference.
  const LOCALE = { en: 'en-US', fr: 'fr-CM' } as const;
  const langs = fc.constantFrom<'en' | 'fr'>('en', 'fr');
  const instants = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('formatXAF matches fr-CM XAF for whole, fractional, negative and huge amounts', () => {
    const reference = new Intl.NumberFormat('fr-CM', { style: 'currency', currency: 'XAF', maximumFractionDigits: 0 });
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 999.5, 1e21, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(fc.property(amounts, (amount) => formatXAF(amount) === reference.format(amount)));
  });

  it('formatDateTime, formatDate and formatDayLabel match Intl in Africa/Douala', () => {
    fc.assert(
      fc.property(instants, langs, (time, lang) => {
        const date = new Date(time);
        const dateTime = new Intl.DateTimeFormat(LOCALE[lang], {
          month: 'short',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'Africa/Douala',
        });
        const day = new Intl.DateTimeFormat(LOCALE[lang], {
          year: 'numeric',
          month: 'short',
          day: '2-digit',
          timeZone: 'Africa/Douala',
        });
        const label = new Intl.DateTimeFormat(LOCALE[lang], { month: 'short', day: '2-digit', timeZone: 'UTC' });
        const calendarDay = date.toISOString().slice(0, 10);
        expect(formatDateTime(date, lang)).toBe(dateTime.format(date));
        expect(formatDate(date.toISOString(), lang)).toBe(day.format(date));
        expect(formatDayLabel(calendarDay, lang)).toBe(label.format(new Date(`${calendarDay}T00:00:00Z`)));
      }),
      { numRuns: 2_000 },
    );
  });
});
