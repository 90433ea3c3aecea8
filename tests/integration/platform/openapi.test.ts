import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document generated from the route schemas', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/healthz', '/api/readyz']));
    expect(document.paths['/api/readyz'].get.responses).toHaveProperty('503');
    expect(document.components.schemas).toHaveProperty('ErrorEnvelope');
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['Authentication', 'Accounts', 'Payments', 'Mobile Money', 'Institutions']),
    );
  });

  it('lists on every operation the statuses the protocol rules can answer, and the rate-limit headers', async ({
    harness,
  }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '414', '431']));
        if (method !== 'get') expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
      }
    }
    const contact = document.paths['/api/v1/contact'].post.responses;
    expect(Object.keys(contact['429'].headers)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']),
    );
    expect(Object.keys(contact['201'].headers)).toContain('X-RateLimit-Reset');
    // API-key routes count against the key's limits, with or without a per-address limit.
    expect(document.paths['/api/v1/mobile-money/charge'].post.responses).toHaveProperty('429');
    expect(document.components.headers['X-RateLimit-Reset'].description).toMatch(/^Seconds until/);
    expect(document.paths['/api/healthz'].get.responses['200'].headers).toBeUndefined();
  });

  it('leaves internal routes out', async ({ harness }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths).not.toHaveProperty('/api/openapi.json');
  });
});
