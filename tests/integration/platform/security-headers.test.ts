import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

describe('security headers on API answers', () => {
  it('forbid everything a browser could do with data, on successes and errors alike', async ({ harness }) => {
    for (const [url, status] of [
      ['/api/healthz', 200],
      ['/api/v1/no-such-route', 404],
    ] as const) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });
});
