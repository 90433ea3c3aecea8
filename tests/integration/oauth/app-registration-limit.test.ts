import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

function registerApp(harness: TestApp, headers: Record<string, string>, name: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/apps',
    headers,
    remoteAddress: '41.202.219.10',
    payload: { name, redirectUris: ['https://books.example.cm/callback'], scopes: ['accounts:read'] },
  });
}

describe('registering OAuth apps: 20 an hour per developer', () => {
  it('stops a developer at the 21st app, while another developer behind the same address still registers', async ({
    harness,
    customer,
    otherCustomer,
  }) => {
    // Deleted again each time: a developer keeps at most 10 apps, a rule of its own.
    for (let index = 1; index <= 20; index += 1) {
      const created = await registerApp(harness, customer.headers, `Njangi Books ${index}`);
      expect(created.statusCode, created.body).toBe(201);
      const { app } = created.json() as { app: { id: string } };
      const deleted = await harness.app.inject({
        method: 'DELETE',
        url: `/api/v1/apps/${app.id}`,
        headers: customer.headers,
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    }
    const refused = await registerApp(harness, customer.headers, 'Njangi Books 21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', reason: 'too_many_requests' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const neighbour = await registerApp(harness, otherCustomer.headers, 'Tontine Pay');
    expect(neighbour.statusCode, neighbour.body).toBe(201);
  });
});
