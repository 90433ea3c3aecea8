import { describe, expect } from 'vitest';
import { doualaDate } from '../../../domain/douala-time.ts';
import { setFeatureFlag } from '../../helpers/feature-flags.ts';
import { type SignedInUser, test } from '../../helpers/fixtures.ts';
import { createUser, errorOf } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const today = doualaDate();
/** Midnight of today in Douala (UTC+1 all year), the instant the rows straddle. */
const midnight = Date.parse(`${today}T00:00:00+01:00`);
const at = (offsetMs: number) => new Date(midnight + offsetMs);
const yesterday = doualaDate(at(-DAY / 2));
const dayBefore = doualaDate(at(-DAY - DAY / 2));

/**
 * Rows on both sides of today's Douala midnight (and one the day before yesterday), so each
 * figure is known exactly: every existing user is moved ten days back first.
 */
const it = test.extend('rows', { scope: 'file' }, async ({ harness, db, customer, ops, auditor, admin }) => {
  expect([ops, auditor, admin].every(Boolean)).toBe(true);
  const userId = customer.id;
  const payments = [
    { provider: 'mtn', amount: 10_000, createdAt: at(30 * MINUTE) },
    { provider: 'orange', amount: 5_000, createdAt: at(60 * MINUTE) },
    // 23:30 yesterday in Douala, 22:30 UTC.
    { provider: 'mtn', amount: 20_000, createdAt: at(-30 * MINUTE) },
    { provider: 'gimac', amount: 70_000, createdAt: at(-2 * 60 * MINUTE) },
    { provider: 'orange', amount: 9_000, createdAt: at(-DAY - 30 * MINUTE) },
    { provider: 'mtn', amount: 3_000, status: 'failed', createdAt: at(10 * MINUTE) },
    { provider: 'orange', amount: 4_000, status: 'pending', createdAt: at(20 * MINUTE) },
  ] as const;
  for (const payment of payments) await insertPayment(db, { userId, ...payment });

  const key = await insertApiKey(db, userId);
  const calls = [
    ['/api/v1/accounts', 200, 10, 1],
    ['/api/v1/accounts', 200, 20, 2],
    ['/api/v1/accounts', 200, 30, 3],
    ['/api/v1/accounts', 404, 50, 4],
    ['/api/v1/transactions', 500, 100, 5],
    ['/api/v1/accounts', 200, 40, -1],
    ['/api/v1/payments', 429, 5, -2],
  ] as const;
  await db('api_request_logs').insert(
    calls.map(([endpoint, status, ms, minutes]) => ({
      api_key_id: key.id,
      user_id: userId,
      method: 'GET',
      endpoint,
      status_code: status,
      response_time_ms: ms,
      created_at: at(minutes * MINUTE),
    })),
  );

  await db('users').update({ created_at: at(-10 * DAY) });
  for (const [name, offset] of [
    ['Minuit', 5 * MINUTE],
    ['Veille', -5 * MINUTE],
  ] as const) {
    const user = await createUser(harness, { role: 'customer', firstName: name });
    await db('users')
      .where({ id: user.id })
      .update({ created_at: at(offset) });
  }
  return { payments };
});

const get = (harness: TestApp, url: string, who: SignedInUser) =>
  harness.app.inject({ method: 'GET', url, headers: who.headers });

const setAdvanced = (harness: TestApp, admin: SignedInUser, on: boolean) =>
  setFeatureFlag(harness, admin, 'advanced_analytics', on);

const zero = (provider: string) => ({ provider, volume: 0, count: 0 });

describe('GET /api/admin/analytics/trends', () => {
  it('counts successful payments per Douala day and provider, and API calls with their errors', async ({
    harness,
    ops,
    rows,
  }) => {
    expect(rows.payments).toHaveLength(7);
    const response = await get(harness, '/api/admin/analytics/trends?days=2', ops);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: yesterday,
      to: today,
      days: 2,
      payments: [
        {
          date: yesterday,
          providers: [
            { provider: 'mtn', volume: 20_000, count: 1 },
            zero('orange'),
            { provider: 'gimac', volume: 70_000, count: 1 },
          ],
        },
        {
          date: today,
          providers: [
            { provider: 'mtn', volume: 10_000, count: 1 },
            { provider: 'orange', volume: 5_000, count: 1 },
            zero('gimac'),
          ],
        },
      ],
      apiCalls: [
        { date: yesterday, calls: 2, clientErrors: 1, serverErrors: 0, errorRate: 50 },
        { date: today, calls: 5, clientErrors: 1, serverErrors: 1, errorRate: 40 },
      ],
    });
  });

  it('defaults to 30 days, every day present with zeros, the oldest first', async ({ harness, auditor, rows }) => {
    expect(rows).toBeTruthy();
    const { from, to, days, payments, apiCalls } = (await get(harness, '/api/admin/analytics/trends', auditor)).json();
    expect([to, days, payments.length, apiCalls.length]).toEqual([today, 30, 30, 30]);
    expect(from).toBe(doualaDate(at(-29 * DAY + DAY / 2)));
    expect(payments.at(-3)).toEqual({
      date: dayBefore,
      providers: [zero('mtn'), { provider: 'orange', volume: 9_000, count: 1 }, zero('gimac')],
    });
    expect(payments[0].providers).toEqual([zero('mtn'), zero('orange'), zero('gimac')]);
    expect(apiCalls[0]).toEqual({ date: from, calls: 0, clientErrors: 0, serverErrors: 0, errorRate: null });
    const total = payments.flatMap((day: { providers: { volume: number }[] }) => day.providers);
    expect(total.reduce((sum: number, row: { volume: number }) => sum + row.volume, 0)).toBe(114_000);
  });

  it('takes one day: today only, from its Douala midnight', async ({ harness, admin, rows }) => {
    expect(rows).toBeTruthy();
    const body = (await get(harness, '/api/admin/analytics/trends?days=1', admin)).json();
    expect(body.payments).toEqual([
      {
        date: today,
        providers: [
          { provider: 'mtn', volume: 10_000, count: 1 },
          { provider: 'orange', volume: 5_000, count: 1 },
          zero('gimac'),
        ],
      },
    ]);
    expect(body.apiCalls).toEqual([{ date: today, calls: 5, clientErrors: 1, serverErrors: 1, errorRate: 40 }]);
  });

  it('refuses days outside 1–90 or not whole with 400, and customers and strangers', async ({
    harness,
    ops,
    customer,
  }) => {
    for (const query of ['days=0', 'days=91', 'days=abc', 'days=1.5', 'days=-3', 'days=']) {
      const response = await get(harness, `/api/admin/analytics/trends?${query}`, ops);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_error');
    }
    expect((await get(harness, '/api/admin/analytics/trends?days=90', ops)).json().payments).toHaveLength(90);
    expect((await get(harness, '/api/admin/analytics/trends', customer)).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: '/api/admin/analytics/trends' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/analytics/advanced', () => {
  it('is refused with 503 while advanced_analytics is off (the default)', async ({ harness, ops }) => {
    const response = await get(harness, '/api/admin/analytics/advanced', ops);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toMatchObject({
      code: 'service_unavailable',
      reason: 'advanced_analytics_off',
      message: 'Advanced analytics are turned off',
    });
  });

  it('answers the extra sections once the flag is on, and 503 again once off', async ({
    harness,
    ops,
    admin,
    rows,
  }) => {
    expect(rows).toBeTruthy();
    await setAdvanced(harness, admin, true);
    try {
      const response = await get(harness, '/api/admin/analytics/advanced?days=2', ops);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ from: yesterday, to: today, days: 2 });
      expect(body.failuresByCategory).toEqual([{ category: 'insufficient_funds', count: 1 }]);
      expect(body.topEndpoints).toEqual([
        { method: 'GET', endpoint: '/api/v1/accounts', calls: 5, errorRate: 20, p95Ms: 48 },
        { method: 'GET', endpoint: '/api/v1/payments', calls: 1, errorRate: 100, p95Ms: 5 },
        { method: 'GET', endpoint: '/api/v1/transactions', calls: 1, errorRate: 100, p95Ms: 100 },
      ]);
      expect(body.busiestHours).toHaveLength(24);
      expect(body.busiestHours[0]).toEqual({ hour: 0, calls: 5 });
      expect(body.busiestHours[23]).toEqual({ hour: 23, calls: 2 });
      expect(body.busiestHours.reduce((sum: number, row: { calls: number }) => sum + row.calls, 0)).toBe(7);
      expect(body.newUsers).toEqual([
        { date: yesterday, users: 1 },
        { date: today, users: 1 },
      ]);
      expect((await get(harness, '/api/admin/analytics/advanced?days=0', ops)).statusCode).toBe(400);
    } finally {
      await setAdvanced(harness, admin, false);
    }
    expect((await get(harness, '/api/admin/analytics/advanced', ops)).statusCode).toBe(503);
  });
});

describe('GET /api/admin/analytics/dashboard: transactionsThisMonth', () => {
  it('counts the payments of this Douala month, whatever their status; totalTransactions every one', async ({
    harness,
    ops,
    rows,
  }) => {
    const monthStart = Date.parse(`${today.slice(0, 7)}-01T00:00:00+01:00`);
    const thisMonth = rows.payments.filter((payment) => payment.createdAt.getTime() >= monthStart).length;
    const body = (await get(harness, '/api/admin/analytics/dashboard', ops)).json();
    expect(body.transactionsThisMonth).toBe(thisMonth);
    expect(body.totalTransactions).toBe(rows.payments.length);
  });
});
