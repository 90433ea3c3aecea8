import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, vi } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { bearer } from '../../helpers/identity.ts';
import { type RedisServer, startRedisServer } from '../../helpers/redis-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** A route limited per address, to watch the per-address limiter's counts. */
const PROBE = '/api/test/redis-outage-probe';

/** The file's app counts in a Redis of its own (never the machine's shared one), which the tests stop. */
const it = test
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('redis', { scope: 'file' }, async ({}, { onCleanup }): Promise<RedisServer> => {
    const server = await startRedisServer();
    onCleanup(() => server.stop());
    return server;
  })
  .override('appOptions', { scope: 'file' }, async ({ redis }) => ({ REDIS_URL: redis.url }))
  .override('harness', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
    const harness = await createTestApp(appOptions);
    harness.app.get(PROBE, { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
    onCleanup(() => harness.close());
    return harness;
  });

afterEach(() => {
  vi.useRealTimers();
});

async function timed(answer: Promise<{ statusCode: number; json(): unknown }>) {
  const started = performance.now();
  const response = await answer;
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    ms: performance.now() - started,
  };
}

const readiness = (harness: TestApp) => timed(harness.app.inject({ method: 'GET', url: '/api/readyz' }));

/** The Redis plugin's warnings whose message matches. */
const redisWarnings = (harness: TestApp, pattern: RegExp) =>
  harness.logs().filter((line) => line.component === 'redis' && line.level === 40 && pattern.test(String(line.msg)));

/** Readiness says Redis answers again (the background PING or the check itself notices). */
async function redisBack(harness: TestApp): Promise<void> {
  // The monotonic clock: one test fakes Date.
  const deadline = performance.now() + 10_000;
  for (;;) {
    const ready = await readiness(harness);
    if (ready.status === 200 && ready.body.redis === 'ok') return;
    if (performance.now() > deadline) throw new Error(`readiness still ${JSON.stringify(ready.body)}`);
    await sleep(200);
  }
}

/** Reads the shared counts straight from Redis. */
async function redisKeys(url: string, pattern: string): Promise<Record<string, string | null>> {
  const client = new Redis(url, { lazyConnect: true });
  try {
    await client.connect();
    const keys = await client.keys(pattern);
    const values = keys.length > 0 ? await client.mget(keys) : [];
    return Object.fromEntries(keys.map((key, index) => [key, values[index] ?? null]));
  } finally {
    client.disconnect();
  }
}

describe('Redis away under a running API', () => {
  it('keeps API-key calls and sign-in answering, fast, says so once and in readiness, and shares counts again once it is back', async ({
    harness,
    redis,
    customer,
  }) => {
    const { id, key } = await insertApiKey(harness.app.db, customer.user.id);
    const callWithKey = () =>
      timed(harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) }));
    const signIn = () =>
      timed(
        harness.app.inject({
          method: 'POST',
          url: '/oauth/login',
          payload: { email: customer.email, password: customer.password },
          remoteAddress: '10.20.0.1',
        }),
      );
    expect((await callWithKey()).status).toBe(200);
    expect((await readiness(harness)).body).toMatchObject({ status: 'ready', redis: 'ok' });

    await redis.stop();
    const calls = [];
    for (let call = 0; call < 5; call += 1) calls.push(await callWithKey());
    expect(calls.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // Counted in memory at once: no command timeout, no reconnection wait per call (those
    // would be 300 ms to 1.5 s each).
    expect(calls.reduce((total, answer) => total + answer.ms, 0)).toBeLessThan(1000);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    // The password hash takes its tens of milliseconds; the limiter adds nothing to them.
    expect(signedIn.ms).toBeLessThan(1000);
    const notReady = await readiness(harness);
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: 'not_ready', database: 'ok', redis: 'down' });
    expect(redisWarnings(harness, /not answering/)).toHaveLength(1);
    expect(harness.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);

    await redis.start();
    await redisBack(harness);
    expect(redisWarnings(harness, /answers again/)).toHaveLength(1);
    expect(redisWarnings(harness, /not answering/)).toHaveLength(1);
    // The restarted Redis is empty: the next call is its first of the hour there.
    expect((await callWithKey()).status).toBe(200);
    expect(Object.values(await redisKeys(redis.url, `ob-key-usage:${id}:hour:*`))).toEqual(['1']);
  });

  it("enforces the limits on this process's own counts while Redis is stopped", async ({
    harness,
    redis,
    customer,
  }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, { rateLimitPerHour: 3 });
    // Mid-hour, so the key's hourly window cannot turn during the test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
    const probe = (remoteAddress: string) =>
      harness.app.inject({ method: 'GET', url: PROBE, remoteAddress }).then((response) => response.statusCode);
    const callWithKey = () =>
      harness.app
        .inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) })
        .then((response) => response.statusCode);

    await redis.stop();
    expect([await callWithKey(), await callWithKey(), await callWithKey(), await callWithKey()]).toEqual([
      200, 200, 200, 429,
    ]);
    expect([
      await probe('10.30.0.1'),
      await probe('10.30.0.1'),
      await probe('10.30.0.1'),
      await probe('10.30.0.1'),
    ]).toEqual([200, 200, 200, 429]);

    await redis.start();
    await redisBack(harness);
    expect(await probe('10.30.0.2')).toBe(200);
    expect(Object.values(await redisKeys(redis.url, `ob-rate-limit:GET${PROBE}-10.30.0.2`))).toEqual(['1']);
  });

  it('gives a frozen Redis one short command timeout, then counts in memory until it thaws', async ({
    harness,
    redis,
    customer,
  }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id);
    const callWithKey = () =>
      timed(harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) }));
    await redisBack(harness);
    expect((await callWithKey()).status).toBe(200);

    redis.freeze();
    try {
      const first = await callWithKey();
      expect(first.status).toBe(200);
      expect(first.ms).toBeLessThan(1000);
      // Marked down by that timeout: the next calls do not wait for it again.
      const next = [await callWithKey(), await callWithKey(), await callWithKey()];
      expect(next.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(next.reduce((total, answer) => total + answer.ms, 0)).toBeLessThan(600);
      expect((await readiness(harness)).body).toMatchObject({ redis: 'down' });
    } finally {
      redis.thaw();
    }
    await redisBack(harness);
    expect((await callWithKey()).status).toBe(200);
  });
});
