import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

describe('readiness under load', () => {
  it('answers while every pooled connection is busy and queries wait for one (its own connection)', async ({
    harness,
  }) => {
    // Settings are read on first use: read before the pool is taken, as a running server has.
    await harness.app.inject({ method: 'GET', url: '/api/readyz' });
    // Twelve 1.5 s queries on a pool of ten: every connection busy, two waiting.
    // knex runs a query once it is awaited: `then` sends them now.
    const busy = Array.from({ length: 12 }, () => harness.app.db.raw('select pg_sleep(1.5)').then(() => undefined));
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const first = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
      const second = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
      const elapsed = performance.now() - started;
      expect(first.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ status: 'ready', database: 'ok' });
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await Promise.all(busy);
    }
  });
});
