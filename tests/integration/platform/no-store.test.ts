import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer } from '../../helpers/identity.ts';
import { callOperation, documentOperations } from '../../helpers/openapi-calls.ts';
import { insertApiKey } from '../../helpers/rows.ts';

/**
 * Every API answer that is not public says `Cache-Control: no-store` and `Pragma: no-cache`
 * (api/plugins/no-store.ts); the public ones (health, the platform figures, the feature flags,
 * an institution's status, the document itself) say they may be cached, or say nothing.
 */
it.override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });

const PUBLIC_OPERATIONS = new Set([
  'checkHealth',
  'checkReadiness',
  'getPlatformStats',
  'getFeatures',
  'getInstitutionStatus',
]);

function expectNoStore(response: LightMyRequestResponse, what: string) {
  expect(response.headers['cache-control'], what).toMatch(/\bno-store\b/);
  expect(response.headers.pragma, what).toBe('no-cache');
}

function expectCacheable(response: LightMyRequestResponse, what: string) {
  const cacheControl = response.headers['cache-control'];
  if (cacheControl !== undefined) expect(cacheControl, what).toMatch(/^public\b/);
  expect(response.headers.pragma, what).toBeUndefined();
}

describe('caching of API answers', () => {
  it('forbids storing every private operation of the document, and leaves the public ones cacheable', async ({
    harness,
  }) => {
    const operations = await documentOperations(harness);
    expect(operations.length).toBeGreaterThan(100);
    const publicOnes = operations.filter((operation) => PUBLIC_OPERATIONS.has(operation.operationId ?? ''));
    expect(publicOnes.map((operation) => operation.operationId).sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const operation of operations) {
      // Anonymous: what the route's hooks answer (mostly 401, 400 for an empty body).
      const response = await callOperation(harness, operation);
      const what = `${operation.id} → ${response.statusCode}`;
      if (PUBLIC_OPERATIONS.has(operation.operationId ?? '')) expectCacheable(response, what);
      else expectNoStore(response, what);
    }
    expectCacheable(await harness.app.inject({ method: 'GET', url: '/api/openapi.json' }), 'the document');
  });

  it('forbids storing the successful answers that carry keys and personal data', async ({
    harness,
    customer,
    admin,
  }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, {
      scopes: ['accounts:read', 'transactions:read'],
    });
    const calls = [
      {
        method: 'POST',
        url: '/api/developer/api-keys',
        headers: customer.headers,
        payload: { name: 'Cache test', permissions: ['read:accounts'] },
      },
      { method: 'GET', url: '/api/developer/profile', headers: customer.headers },
      { method: 'GET', url: '/api/v1/transactions', headers: customer.headers },
      { method: 'GET', url: '/api/v1/transactions', headers: bearer(key) },
      { method: 'GET', url: '/api/v1/mobile-money/payments', headers: bearer(key) },
      { method: 'GET', url: '/api/v1/analytics/payments', headers: admin.headers },
      { method: 'GET', url: '/api/v1/accounts', headers: bearer(key) },
      { method: 'GET', url: '/api/auth/user', headers: customer.headers },
    ] as const;
    for (const call of calls) {
      const response = await harness.app.inject(call);
      const what = `${call.method} ${call.url} → ${response.statusCode}`;
      expect(response.statusCode, `${what} ${response.body}`).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${what} ${response.body}`).toBeLessThan(300);
      expectNoStore(response, what);
    }
  });

  it('keeps a download its own headers, and forbids storing it', async ({ harness, admin }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/export/users',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-/);
    expectNoStore(response, 'the CSV export');
  });

  it('forbids storing the 503 of a database outage, with its Retry-After', async ({ harness, customer }) => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const spy = vi.spyOn(harness.app.store.users, 'findActiveSession').mockRejectedValueOnce(outage);
    try {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/v1/transactions',
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expectNoStore(response, 'the 503');
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves the site’s pages to their own rules', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    expect(response.headers.pragma).toBeUndefined();
  });
});
