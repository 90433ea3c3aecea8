import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// Needs a Redis server (TEST_REDIS_URL, else 127.0.0.1:6379, probed by the global setup).
// Without one the shared store cannot be exercised, so the suite is skipped; the in-memory
// store is covered by every rate-limited route's own tests.
const redisUrl = inject('redisUrl') ?? undefined;

describe.skipIf(!redisUrl)('rate-limit counters shared through Redis', () => {
  const instances: TestApp[] = [];
  const route = `/api/test/limited-${randomUUID()}`;

  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const harness = await createTestApp({ REDIS_URL: redisUrl });
      harness.app.get(route, { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
      instances.push(harness);
    }
  });
  afterAll(async () => {
    for (const harness of instances) await harness.close();
  });

  it('counts requests from one client across two API instances', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances not started');
    const call = (harness: TestApp) => harness.app.inject({ method: 'GET', url: route, remoteAddress: '10.9.8.7' });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    const limited = await call(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
