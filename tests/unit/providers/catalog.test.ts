import { describe, expect, it } from 'vitest';
import { CEMAC_COUNTRIES, GIMAC_BANKS, GIMAC_MOBILE_OPERATORS, providerLists } from '../../../api/providers/catalog.ts';
import { retryAfterMs } from '../../../api/providers/shared/http.ts';
import { isCalendarDate } from '../../../domain/calendar-date.ts';

describe('provider lists', () => {
  it('has the shape of the providers response', () => {
    const lists = providerLists();
    expect(lists.providers).toEqual([
      { code: 'mtn', name: 'MTN Mobile Money' },
      { code: 'orange', name: 'Orange Money' },
    ]);
    expect(lists.gimac_providers.banks[0]).toEqual({ code: 'AFRILAND_CM', name: 'Afriland First Bank', country: 'CM' });
    expect(lists.gimac_providers.mobile).toContainEqual({ code: 'AIRTEL_GA', name: 'Airtel Money', country: 'GA' });
  });

  it('uses unique codes and only CEMAC countries', () => {
    const codes = [...GIMAC_BANKS, ...GIMAC_MOBILE_OPERATORS].map((participant) => participant.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const participant of [...GIMAC_BANKS, ...GIMAC_MOBILE_OPERATORS]) {
      expect(Object.keys(CEMAC_COUNTRIES)).toContain(participant.country);
      expect(participant.code.endsWith(`_${participant.country}`)).toBe(true);
    }
    for (const country of Object.keys(CEMAC_COUNTRIES)) {
      expect(
        GIMAC_BANKS.some((bank) => bank.country === country),
        country,
      ).toBe(true);
    }
  });
});

describe('small protocol helpers', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '12' }))).toBe(12_000);
    const later = new Date(Date.now() + 30_000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': later }))).toBeGreaterThan(25_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
  });
});
