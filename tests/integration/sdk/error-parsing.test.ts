import { describe, expect, test } from 'vitest';
import { errorFromResponse, retryAfterSeconds } from '../../../sdks/javascript/src/errors.ts';
import { backoffMs } from '../../../sdks/javascript/src/retry.ts';

/**
 * The SDK's reading of answers it cannot get from this server on demand: a Retry-After given
 * as an HTTP date, and an error page from something in front of the API (no envelope).
 */
describe('JavaScript SDK: what it makes of headers and foreign error pages', () => {
  test('reads Retry-After as seconds or as an HTTP date, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const seconds = (value: string) => retryAfterSeconds(new Headers({ 'retry-after': value }), now);
    expect(seconds('120')).toBe(120);
    expect(seconds('Thu, 26 Nov 2026 10:00:30 GMT')).toBe(30);
    expect(seconds('Thu, 26 Nov 2026 09:00:00 GMT')).toBe(0);
    expect(seconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });

  test('keeps a proxy’s 502 page a typed error, with the request id from the header', () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'x-request-id': 'req-abc-12345' },
    });
    expect(errorFromResponse(response, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
      requestId: 'req-abc-12345',
      details: [],
    });
  });

  test('backs off exponentially with full jitter, capped at 8 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => backoffMs(attempt, () => 1))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(backoffMs(3, () => 0)).toBe(0);
  });
});
