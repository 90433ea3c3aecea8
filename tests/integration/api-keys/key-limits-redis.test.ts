import { afterEach, describe, expect, inject, vi } from 'vitest';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { BURST_PER_SECOND } from '../../../api/services/api-keys/usage-windows.ts';
import { test } from '../../helpers/fixtures.ts';
import { insertApiKey, insertUser } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// Needs a Redis server (TEST_REDIS_URL, else 127.0.0.1:6379, probed by the global setup).
const redisUrl = inject('redisUrl') ?? undefined;

type App = TestApp['app'];

/** Two API processes on one database and one Redis: the file's app and a second `buildApp`. */
const it = test
  .extend('userId', { scope: 'file' }, async ({ harness }) => insertUser(harness.app.db))
  .extend('second', { scope: 'file' }, async ({ harness }, { onCleanup }) => {
    const second = await buildApp({
      ...loadConfig(
        {},
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SITE_DIR: '.data/no-site',
          SEED_DEMO_DATA: false,
          REDIS_URL: redisUrl,
        },
      ),
      databaseUrl: harness.databaseUrl,
    });
    onCleanup(() => second.close());
    return second;
  });
it.override('appOptions', { REDIS_URL: redisUrl });

const callAccounts = (app: App, key: string) =>
  app.inject({ method: 'GET', url: '/api/v1/accounts', headers: { authorization: `Bearer ${key}` } });

/** `count` concurrent calls, alternating between the two processes; answers the statuses. */
async function spread(apps: [App, App], key: string, count: number): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, index) => callAccounts(apps[index % 2] as App, key)),
  );
  return responses.map((response) => response.statusCode);
}

const ok = (statuses: number[]) => statuses.filter((status) => status === 200).length;

afterEach(() => {
  vi.useRealTimers();
});

describe.skipIf(!redisUrl)('API key limits counted in Redis, shared by two API processes', () => {
  it('never lets more than the hourly limit through, whichever process answers', async ({
    harness,
    second,
    userId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 20, rateLimitPerDay: 1000 });
    // Spread over faked seconds so the burst does not interfere.
    vi.useFakeTimers({ toFake: ['Date'] });
    const base = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      vi.setSystemTime(base + round * 1000);
      statuses.push(...(await spread([harness.app, second], key, 10)));
    }
    expect(ok(statuses)).toBe(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('applies the daily limit the same way', async ({ harness, second, userId }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1000, rateLimitPerDay: 15 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 500);
    const first = await spread([harness.app, second], key, 20);
    expect(ok(first)).toBe(15);
    const refused = await callAccounts(second, key);
    expect(refused.json().error.message).toBe('This API key has used its daily limit of 15 requests');
  });

  it('shares the per-second burst too', async ({ harness, second, userId }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1000, rateLimitPerDay: 1000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 500);
    expect(ok(await spread([harness.app, second], key, 40))).toBe(BURST_PER_SECOND.sandbox);
  });

  it('counts without a PostgreSQL round trip', async ({ harness, userId }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1000, rateLimitPerDay: 1000 });
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    harness.app.db.on('query', listen);
    try {
      expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
    } finally {
      harness.app.db.off('query', listen);
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.join('\n')).not.toContain('api_key_usage_windows');
  });
});
