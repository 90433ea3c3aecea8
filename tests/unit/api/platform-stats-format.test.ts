import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../api/services/stats/platform-stats.ts';
import { formatUptime } from '../../../api/services/stats/uptime.ts';

describe('stats display text', () => {
  it('writes counts in full below 100,000 and compactly above', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(27)).toBe('27');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(123_456)).toBe('123.5K');
    expect(formatCount(2_480_000)).toBe('2.5M');
  });

  it('rounds uptime down to two decimals and drops useless zeros', () => {
    expect(formatUptime(null)).toBe('N/A');
    expect(formatUptime(100)).toBe('100%');
    expect(formatUptime(99.99999)).toBe('99.99%');
    expect(formatUptime(99.9)).toBe('99.9%');
    expect(formatUptime(90)).toBe('90%');
    expect(formatUptime(0)).toBe('0%');
  });
});
