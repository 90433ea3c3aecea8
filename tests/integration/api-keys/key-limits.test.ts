import { afterEach, describe, expect, vi } from 'vitest';
import { FAILED_KEY_LIMIT } from '../../../api/plugins/api-key-auth.ts';
import { postgresKeyUsageCounter } from '../../../api/services/api-keys/key-usage-counter.ts';
import { BURST_PER_SECOND } from '../../../api/services/api-keys/usage-windows.ts';
import { test } from '../../helpers/fixtures.ts';
import { joinApprovedInstitution } from '../../helpers/institution-rows.ts';
import { insertApiKey, insertUser } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Without Redis: hourly and daily counts in PostgreSQL, the burst in the process. */
const it = test.extend('userId', { scope: 'file' }, async ({ harness }) => insertUser(harness.app.db));

const callAccounts = (app: TestApp['app'], key: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/v1/accounts', headers: { authorization: `Bearer ${key}` }, remoteAddress });

/** Freezes the clock mid-second, so every call of a burst falls in the same second. */
function freezeMidSecond() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 500);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('per-second burst of each API key', () => {
  it('lets exactly 25 calls a second through a sandbox key, then 429 with retry-after 1', async ({
    harness,
    userId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1000, rateLimitPerDay: 1000 });
    freezeMidSecond();
    const responses = await Promise.all(Array.from({ length: 32 }, () => callAccounts(harness.app, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST_PER_SECOND.sandbox);
    expect(statuses.filter((status) => status === 429)).toHaveLength(32 - BURST_PER_SECOND.sandbox);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'This API key may make at most 25 requests per second',
    });
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.headers['x-ratelimit-limit']).toBe('1000');
    // The next second has a fresh allowance.
    vi.setSystemTime(Date.now() + 1000);
    expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
  });

  it('allows 100 a second to a production key', async ({ harness, userId }) => {
    await joinApprovedInstitution(harness.app.db, userId);
    const { key } = await insertApiKey(harness.app.db, userId, {
      environment: 'production',
      rateLimitPerHour: 1000,
      rateLimitPerDay: 1000,
    });
    freezeMidSecond();
    const responses = await Promise.all(Array.from({ length: 105 }, () => callAccounts(harness.app, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST_PER_SECOND.production);
  });
});

describe('per-address limits', () => {
  it('do not apply to a call its key authenticated (its own limits do)', async ({ harness, userId }) => {
    // GET /api/v1/transactions allows 120 calls a minute per address to sessions.
    const { key } = await insertApiKey(harness.app.db, userId, {
      scopes: ['transactions:read'],
      rateLimitPerHour: 1000,
      rateLimitPerDay: 1000,
    });
    const call = () =>
      harness.app.inject({
        method: 'GET',
        url: '/api/v1/transactions',
        headers: { authorization: `Bearer ${key}` },
        remoteAddress: '10.44.0.1',
      });
    // 10 calls a (faked) second: under the key's burst, all within the address limiter's minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    const base = Date.now();
    let passed = 0;
    for (let index = 0; index < 140; index += 1) {
      vi.setSystemTime(base + index * 100);
      if ((await call()).statusCode === 200) passed += 1;
    }
    expect(passed).toBe(140);
  });

  it('still slow down an address presenting refused keys: 60 a minute, then 429', async ({ harness }) => {
    const unknown = `ob_test_${'Q'.repeat(32)}`;
    const statuses: number[] = [];
    for (let call = 0; call < FAILED_KEY_LIMIT.max + 1; call += 1) {
      statuses.push((await callAccounts(harness.app, unknown, '10.45.0.1')).statusCode);
    }
    expect(statuses.slice(0, FAILED_KEY_LIMIT.max).every((status) => status === 401)).toBe(true);
    const limited = await callAccounts(harness.app, unknown, '10.45.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await callAccounts(harness.app, unknown, '10.45.0.2')).statusCode).toBe(401);
  });
});

describe('hourly and daily counts written behind the request path', () => {
  it('still count the calls a write is sending: none slips through while it is in flight', async ({
    harness,
    userId,
  }) => {
    const { id } = await insertApiKey(harness.app.db, userId);
    const counter = postgresKeyUsageCounter(harness.app.store);
    expect((await counter.count(id)).hour.count).toBe(1);
    // The write takes the pending call and waits for PostgreSQL; a call counted meanwhile sees both.
    const writing = counter.flush();
    expect((await counter.count(id)).hour.count).toBe(2);
    await writing;
    expect((await counter.count(id)).hour.count).toBe(3);
    await counter.flush();
    const [row] = await harness.app
      .db('api_key_usage_windows')
      .where({ api_key_id: id, window_kind: 'hour' })
      .select('request_count');
    expect(Number(row?.request_count)).toBe(3);
  });
});
