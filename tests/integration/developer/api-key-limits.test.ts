import { describe, expect } from 'vitest';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { test } from '../../helpers/fixtures.ts';
import { insertApiKey, insertUser } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The keys' owner, written straight to the database (it never signs in). */
const it = test.extend('userId', { scope: 'file' }, async ({ harness }) => insertUser(harness.app.db));

const callAccounts = (app: TestApp['app'], key: string) =>
  app.inject({ method: 'GET', url: '/api/v1/accounts', headers: { authorization: `Bearer ${key}` } });

describe("each API key's hourly and daily limits", () => {
  it('lets the hourly allowance through, counting down, then answers 429 until the next hour', async ({
    harness,
    userId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 3, rateLimitPerDay: 100 });
    const remaining: string[] = [];
    for (let call = 0; call < 3; call += 1) {
      const response = await callAccounts(harness.app, key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await callAccounts(harness.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: 'This API key has used its hourly limit of 3 requests',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('says when the window resets in seconds from now (delta-seconds, as the per-address limiter)', async ({
    harness,
    userId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 5, rateLimitPerDay: 100 });
    const reset = Number((await callAccounts(harness.app, key)).headers['x-ratelimit-reset']);
    // The hourly window is the tighter one here: it ends within the hour.
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(3600);
  });

  it('applies the daily limit too', async ({ harness, userId }) => {
    const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 100, rateLimitPerDay: 2 });
    expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
    expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
    const refused = await callAccounts(harness.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('This API key has used its daily limit of 2 requests');
  });

  it('counts the same limit across several API processes sharing the database, within a write interval', async ({
    harness,
    userId,
  }) => {
    const second = await buildApp({
      ...loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_DIR: '.data/no-site', SEED_DEMO_DATA: false }),
      databaseUrl: harness.databaseUrl,
    });
    try {
      const { key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 2, rateLimitPerDay: 100 });
      expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
      expect((await callAccounts(second, key)).statusCode).toBe(200);
      // Each process writes its counts once a second and reads back the others': after one
      // round of writes, the first knows the second's call.
      await second.keyUses.flush();
      await harness.app.keyUses.flush();
      expect((await callAccounts(harness.app, key)).statusCode).toBe(429);
      await second.keyUses.flush();
      expect((await callAccounts(second, key)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps one key from spending another key’s allowance', async ({ harness, userId }) => {
    const first = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1, rateLimitPerDay: 100 });
    const other = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 1, rateLimitPerDay: 100 });
    expect((await callAccounts(harness.app, first.key)).statusCode).toBe(200);
    expect((await callAccounts(harness.app, first.key)).statusCode).toBe(429);
    expect((await callAccounts(harness.app, other.key)).statusCode).toBe(200);
  });
});

describe('what counting a call costs', () => {
  it('adds no PostgreSQL round trip: a repeated call is the route’s own read alone', async ({ harness, userId }) => {
    const { id, key } = await insertApiKey(harness.app.db, userId, { rateLimitPerHour: 100, rateLimitPerDay: 100 });
    // The key's first call reads it and its window's shared totals; the next 2 s trust them.
    expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    harness.app.db.on('query', listen);
    try {
      expect((await callAccounts(harness.app, key)).statusCode).toBe(200);
    } finally {
      harness.app.db.removeListener('query', listen);
    }
    // The once-a-second batch writes (unnest) run beside requests, never inside one.
    const onPath = statements.filter((sql) => !sql.includes('unnest'));
    expect(onPath.filter((sql) => /api_key_usage_windows|usage_count/.test(sql))).toEqual([]);
    expect(onPath).toHaveLength(1);
    expect(onPath[0]).toMatch(/from "accounts"/);
    // Written behind: after the next write, the counts and the usage figures are there.
    await harness.app.keyUses.flush();
    const row = await harness.app.db('api_keys').where({ id }).first('usage_count');
    expect(Number(row.usage_count)).toBe(2);
    const windows = await harness.app.db('api_key_usage_windows').where({ api_key_id: id }).select('request_count');
    expect(windows.map((window) => window.request_count)).toEqual([2, 2]);
  });
});
