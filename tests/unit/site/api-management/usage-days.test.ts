import { describe, expect, it } from 'vitest';
import { everyUsageDay } from '../../../../site/islands/api-management/usage-days.ts';

describe('every day of the calls-per-day chart', () => {
  it('fills the 30 days up to today, a day without calls at zero', () => {
    const days = everyUsageDay([{ date: '2026-12-03', requests: 2, errors: 1 }], '2026-12-03');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-04', requests: 0, errors: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-12-03', requests: 2, errors: 1 });
  });

  it('keeps a day the server sent outside the window', () => {
    const days = everyUsageDay([{ date: '2026-11-03', requests: 1, errors: 0 }], '2026-12-03');
    expect(days).toHaveLength(31);
    expect(days[0]?.requests).toBe(1);
  });
});
