import { describe, expect, it } from 'vitest';
import { rateOrDash } from '../../../../site/islands/api-management/rate-or-dash.ts';

describe('the success rate tile', () => {
  it('shows a dash before any call, not "0 %"', () => {
    expect(rateOrDash({ totalRequests: 0, successRate: 0 }, 'en')).toBe('—');
    expect(rateOrDash({ totalRequests: 0, successRate: 0 }, 'fr')).toBe('—');
  });

  it("shows the rate of the calls made, in the reader's way", () => {
    expect(rateOrDash({ totalRequests: 12, successRate: 91.7 }, 'en')).toBe('91.7%');
    expect(rateOrDash({ totalRequests: 12, successRate: 0 }, 'en')).toBe('0%');
    expect(rateOrDash({ totalRequests: 12, successRate: 91.7 }, 'fr')).toMatch(/^91,7\s%$/u);
  });
});
