import { describe, expect, it } from 'vitest';
import { daysBefore, lastDays, sameDaysLastMonth } from '../../../api/services/reports/report-period.ts';

/** An instant at a Douala wall-clock time (UTC+01:00 all year). */
const douala = (local: string) => new Date(`${local}+01:00`);

describe('the periods staff figures compare (issue 30 item 5)', () => {
  it('sets a month so far against the same days of last month', () => {
    expect(sameDaysLastMonth(douala('2026-12-03T10:00:00'))).toMatchObject({
      fromDay: '2026-11-01',
      toDay: '2026-11-03',
    });
    // Just after midnight in Douala, still the 1st of December there.
    expect(sameDaysLastMonth(new Date('2026-11-30T23:30:00Z'))).toMatchObject({
      fromDay: '2026-11-01',
      toDay: '2026-11-01',
    });
  });

  it('stops at the end of a shorter last month, and crosses the year', () => {
    expect(sameDaysLastMonth(douala('2026-03-31T12:00:00'))).toMatchObject({
      fromDay: '2026-02-01',
      toDay: '2026-02-28',
    });
    expect(sameDaysLastMonth(douala('2027-01-15T12:00:00'))).toMatchObject({
      fromDay: '2026-12-01',
      toDay: '2026-12-15',
    });
  });

  it('takes the 30 days just before a 30-day period, without a gap or an overlap', () => {
    const period = lastDays(30, douala('2026-12-03T10:00:00'));
    expect(period).toMatchObject({ fromDay: '2026-11-04', toDay: '2026-12-03' });
    const before = daysBefore(period, 30);
    expect(before).toMatchObject({ fromDay: '2026-10-05', toDay: '2026-11-03' });
    expect(before.end.getTime()).toBe(period.start.getTime());
  });
});
