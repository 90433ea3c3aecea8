import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSignedXAF, formatXAF } from '../../../site/lib/format.ts';

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

describe('formatDateTime', () => {
  it('shows Douala time in the interface language', () => {
    const value = '2026-11-22T08:30:00Z';
    expect(formatDateTime(value, 'en')).toContain('09:30');
    expect(formatDateTime(value, 'fr')).toContain('09:30');
    expect(formatDateTime(value, 'fr')).toMatch(/nov/);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
