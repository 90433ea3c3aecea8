import { describe, expect, it } from 'vitest';
import { doualaDate as doualaToday } from '../../../../domain/douala-time.ts';

describe('the reconciliation date starts on the Douala day', () => {
  it('is already tomorrow in Douala at 23:30 UTC (UTC+1)', () => {
    expect(doualaToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('is the same day earlier on', () => {
    expect(doualaToday(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
  });
});
