import type { Knex } from 'knex';
import { describe, expect, vi } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { LIVE_SERVER_OPTIONS } from '../../helpers/live-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';

// Two apps start in this file (about 15 s each on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

/** The file's second app, running PAYMENTS_MODE=live; the shared `harness` is a sandbox server. */
const it = test.extend(
  'liveApp',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const liveApp = await createTestApp(LIVE_SERVER_OPTIONS);
    onCleanup(() => liveApp.close());
    return liveApp;
  },
);

const TEST_AMOUNT = 1_111;
const LIVE_AMOUNT = 7_777;

/** One test-mode and one live-mode success (fee 10 and 70), and one call of each mode today. */
async function seedBothModes(db: Knex, userId: string) {
  const test = await insertPayment(db, {
    userId,
    amount: TEST_AMOUNT,
    fee: 10,
    createdAt: new Date(Date.now() - 60_000),
  });
  const live = await insertPayment(db, {
    userId,
    amount: LIVE_AMOUNT,
    fee: 70,
    createdAt: new Date(Date.now() - 60_000),
  });
  await db('payments').where({ id: live.id }).update({ livemode: true });
  await db('payments').where({ id: test.id }).update({ livemode: false });
  const key = await insertApiKey(db, userId);
  const call = {
    api_key_id: key.id,
    user_id: userId,
    method: 'GET',
    endpoint: '/api/v1/accounts',
    response_time_ms: 5,
  };
  await db('api_request_logs').insert([
    { ...call, livemode: false, status_code: 200, created_at: new Date() },
    { ...call, livemode: true, status_code: 500, created_at: new Date() },
    { ...call, livemode: true, status_code: 200, created_at: new Date() },
  ]);
}

/** What the staff screens show, read as an admin of `app`. */
async function staffFigures(app: TestApp) {
  const admin = await createUser(app, { role: 'admin' });
  const headers = bearer(await signInAs(app, admin));
  const read = async (url: string) => {
    const answer = await app.app.inject({ method: 'GET', url, headers });
    expect(answer.statusCode, url).toBe(200);
    return answer.json();
  };
  const trends = await read('/api/admin/analytics/trends?days=7');
  const today = trends.payments.at(-1).providers.find((row: { provider: string }) => row.provider === 'mtn');
  return {
    admin,
    stats: await read('/api/admin/stats'),
    dashboard: await read('/api/admin/analytics/dashboard'),
    usage: await read('/api/admin/api/usage'),
    trendsToday: { payments: today, calls: trends.apiCalls.at(-1) },
  };
}

describe('staff figures never mix test and live (issue 17 item 4)', () => {
  it('a live server counts only live payments and calls', async ({ liveApp }) => {
    const owner = await createUser(liveApp);
    await seedBothModes(liveApp.app.db, owner.id);
    const figures = await staffFigures(liveApp);
    expect(figures.stats.totalTransactions).toBe(1);
    expect(figures.stats.totalTransactionVolume).toBe(LIVE_AMOUNT);
    expect(figures.dashboard.totalTransactions).toBe(1);
    expect(figures.dashboard.revenue).toBe(70);
    expect(figures.dashboard.apiCalls).toBe(2);
    expect(figures.usage.callsToday).toBe(2);
    expect(figures.usage.errorRateToday).toBe(50);
    expect(figures.trendsToday.payments).toMatchObject({ count: 1, volume: LIVE_AMOUNT });
    expect(figures.trendsToday.calls).toMatchObject({ calls: 2, serverErrors: 1 });
  });

  it('a sandbox server counts only test payments and calls', async ({ harness }) => {
    const owner = await createUser(harness);
    await seedBothModes(harness.app.db, owner.id);
    const figures = await staffFigures(harness);
    expect(figures.stats.totalTransactions).toBe(1);
    expect(figures.stats.totalTransactionVolume).toBe(TEST_AMOUNT);
    expect(figures.dashboard.revenue).toBe(10);
    expect(figures.dashboard.apiCalls).toBe(1);
    expect(figures.usage.callsToday).toBe(1);
    expect(figures.usage.errorRateToday).toBe(0);
    expect(figures.trendsToday.payments).toMatchObject({ count: 1, volume: TEST_AMOUNT });
    expect(figures.trendsToday.calls).toMatchObject({ calls: 1, serverErrors: 0 });
  });
});
