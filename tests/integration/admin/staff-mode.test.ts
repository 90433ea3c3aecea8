import type { Knex } from 'knex';
import { describe, expect, vi } from 'vitest';
import { lastDays } from '../../../api/services/reports/report-period.ts';
import { reportTables } from '../../../api/services/reports/report-tables.ts';
import { templateOf } from '../../../api/services/reports/templates.ts';
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
  // The per-key counters have no mode of their own: a sandbox key's calls are test calls everywhere.
  const liveKey = await insertApiKey(db, userId, { environment: 'production' });
  await db('api_keys').where({ id: key.id }).update({ usage_count: 5 });
  await db('api_keys').where({ id: liveKey.id }).update({ usage_count: 7 });
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

/** What each server should count: its own mode's payment (amount, fee) and calls only. */
async function expectOnlyMode(
  app: TestApp,
  own: { livemode: boolean; amount: number; fee: number; calls: number; serverErrors: number },
) {
  const owner = await createUser(app);
  await seedBothModes(app.app.db, owner.id);
  const figures = await staffFigures(app);
  expect(figures.stats).toMatchObject({
    totalTransactions: 1,
    totalTransactionVolume: own.amount,
    // The request log's calls of its own mode, as the Analytics card counts them.
    totalApiCalls: own.calls,
  });
  expect(figures.dashboard).toMatchObject({ totalTransactions: 1, revenue: own.fee, apiCalls: own.calls });
  expect(figures.usage).toMatchObject({
    callsToday: own.calls,
    errorRateToday: (own.serverErrors / own.calls) * 100,
  });
  expect(figures.trendsToday.payments).toMatchObject({ count: 1, volume: own.amount });
  expect(figures.trendsToday.calls).toMatchObject({ calls: own.calls, serverErrors: own.serverErrors });
  // Reports read the same figures in the worker, given the server's mode by its context.
  const tables = await reportTables(
    app.app.store,
    own.livemode,
    templateOf('daily_operations'),
    lastDays(1, new Date()),
    new Date(),
  );
  const byProvider = tables.find((table) => table.section === 'payments_by_provider');
  expect(byProvider?.total).toEqual(['Total', 1, 1, own.amount]);
}

describe('staff figures never mix test and live (issue 17 item 4)', () => {
  it('a live server counts only live payments and calls', async ({ liveApp }) => {
    await expectOnlyMode(liveApp, {
      livemode: true,
      amount: LIVE_AMOUNT,
      fee: 70,
      calls: 2,
      serverErrors: 1,
    });
  });

  it('a sandbox server counts only test payments and calls', async ({ harness }) => {
    await expectOnlyMode(harness, {
      livemode: false,
      amount: TEST_AMOUNT,
      fee: 10,
      calls: 1,
      serverErrors: 0,
    });
  });
});
