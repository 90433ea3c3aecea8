import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf, signInAs, type TestUser } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { doualaDateOf, doualaNoon, insertPayment } from './fixtures.ts';

const tokens: Record<string, string> = {};

it.beforeAll(async ({ harness, customer, otherCustomer: someoneElse, auditor }) => {
  const db = harness.app.db;
  for (const user of [customer, someoneElse, auditor]) tokens[user.id] = user.token;

  // The customer's: today 2 (mtn 10 000 success, mtn 3 000 failed), 2 days ago orange 7 001 success,
  // 5 days ago orange 4 000 processing, 40 days ago mtn 99 999 success (outside 30 days).
  await insertPayment(db, { userId: customer.id, provider: 'mtn', amount: 10_000, createdAt: doualaNoon(0) });
  await insertPayment(db, {
    userId: customer.id,
    provider: 'mtn',
    amount: 3_000,
    status: 'failed',
    createdAt: doualaNoon(0),
  });
  await insertPayment(db, { userId: customer.id, provider: 'orange', amount: 7_001, createdAt: doualaNoon(2) });
  await insertPayment(db, {
    userId: customer.id,
    provider: 'orange',
    amount: 4_000,
    status: 'processing',
    createdAt: doualaNoon(5),
  });
  await insertPayment(db, { userId: customer.id, provider: 'mtn', amount: 99_999, createdAt: doualaNoon(40) });
  // Someone else's: GIMAC 250 000 success yesterday, GIMAC 50 000 failed yesterday.
  await insertPayment(db, { userId: someoneElse.id, provider: 'gimac', amount: 250_000, createdAt: doualaNoon(1) });
  await insertPayment(db, {
    userId: someoneElse.id,
    provider: 'gimac',
    amount: 50_000,
    status: 'failed',
    createdAt: doualaNoon(1),
  });
});

function analytics(harness: TestApp, user: TestUser, query = '') {
  return harness.app.inject({
    method: 'GET',
    url: `/api/v1/analytics/payments${query}`,
    headers: bearer(tokens[user.id] ?? ''),
  });
}

describe('GET /api/v1/analytics/payments', () => {
  it('gives a customer figures on their own payments of the last 30 days', async ({ harness, customer }) => {
    const response = await analytics(harness, customer);
    expect(response.statusCode).toBe(200);
    const { overview, providers, trends } = response.json().data;
    // 4 payments in the window; successes 10 000 + 7 001; finished 3 (2 successes, 1 failure).
    expect(overview).toEqual({
      totalTransactions: 4,
      totalVolume: 17_001,
      successRate: '66.7%',
      averageAmount: 8_501,
    });
    expect(providers).toEqual([
      { code: 'mtn', name: 'MTN Mobile Money', transactions: 2, volume: 10_000, successRate: '50.0%' },
      { code: 'orange', name: 'Orange Money', transactions: 2, volume: 7_001, successRate: '100.0%' },
      { code: 'gimac', name: 'GIMAC', transactions: 0, volume: 0, successRate: '0.0%' },
    ]);
    expect(trends.dailyVolume).toHaveLength(30);
    expect(trends.dailyVolume.at(-1)).toEqual({ date: doualaDateOf(doualaNoon(0)), volume: 10_000, count: 2 });
    expect(trends.dailyVolume.at(-2)).toEqual({ date: doualaDateOf(doualaNoon(1)), volume: 0, count: 0 });
    expect(trends.dailyVolume.at(-3)).toEqual({ date: doualaDateOf(doualaNoon(2)), volume: 7_001, count: 1 });
    expect(trends.dailyVolume.at(-6)).toEqual({ date: doualaDateOf(doualaNoon(5)), volume: 0, count: 1 });
    expect(trends.dailyVolume[0].date).toBe(doualaDateOf(doualaNoon(29)));
  });

  it('gives staff figures on every payment', async ({ harness, auditor }) => {
    const { overview, providers, trends } = (await analytics(harness, auditor, '?days=2')).json().data;
    // Today and yesterday: mtn 10 000 ok, mtn 3 000 failed, gimac 250 000 ok, gimac 50 000 failed.
    expect(overview).toEqual({
      totalTransactions: 4,
      totalVolume: 260_000,
      successRate: '50.0%',
      averageAmount: 130_000,
    });
    expect(providers.find((row: { code: string }) => row.code === 'gimac')).toEqual({
      code: 'gimac',
      name: 'GIMAC',
      transactions: 2,
      volume: 250_000,
      successRate: '50.0%',
    });
    expect(trends.dailyVolume).toEqual([
      { date: doualaDateOf(doualaNoon(1)), volume: 250_000, count: 2 },
      { date: doualaDateOf(doualaNoon(0)), volume: 10_000, count: 2 },
    ]);
  });

  it('reaches back as far as asked', async ({ harness, customer }) => {
    const { overview, trends } = (await analytics(harness, customer, '?days=366')).json().data;
    expect(overview.totalTransactions).toBe(5);
    expect(overview.totalVolume).toBe(117_000);
    expect(trends.dailyVolume).toHaveLength(366);
  });

  it('answers zeros when there is nothing', async ({ harness }) => {
    const nobody = await createUser(harness);
    tokens[nobody.id] = await signInAs(harness, nobody);
    const { overview } = (await analytics(harness, nobody, '?days=7')).json().data;
    expect(overview).toEqual({ totalTransactions: 0, totalVolume: 0, successRate: '0.0%', averageAmount: 0 });
  });

  it.for(['?days=0', '?days=367', '?days=abc', '?days=1.5'])(
    'answers 400 for %s',
    async (query, { harness, customer }) => {
      const response = await analytics(harness, customer, query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('validation_error');
    },
  );

  it('asks for a session', async ({ harness }) => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/v1/analytics/payments' })).statusCode).toBe(401);
  });
});
