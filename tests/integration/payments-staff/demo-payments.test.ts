import { describe, expect } from 'vitest';
import { seedDatabase } from '../../../db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { test } from '../../helpers/fixtures.ts';
import { bearer, login } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { doualaDateOf, doualaNoon } from './fixtures.ts';

async function paymentCounts(harness: TestApp) {
  const db = harness.app.db;
  const [payments, attempts, ledger] = await Promise.all([
    db('payments').count<{ count: string }[]>({ count: '*' }).first(),
    db('payment_attempts').count<{ count: string }[]>({ count: '*' }).first(),
    db('ledger_transactions').count<{ count: string }[]>({ count: '*' }).first(),
  ]);
  return { payments: Number(payments?.count), attempts: Number(attempts?.count), ledger: Number(ledger?.count) };
}

/** The demo admin, signed in with the documented demo password. */
const it = test.extend('adminToken', { scope: 'file' }, async ({ listening: harness }): Promise<string> => {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  const response = await login(harness, { email: admin?.email, password: DEMO_PASSWORD });
  return response.json().access_token;
});
it.override('appOptions', { SANDBOX_TIMEOUT_SECONDS: 3 });

it.beforeAll(async ({ listening: harness }) => {
  await seedDatabase(harness.app.db, { demo: true });
}, 120_000);

describe('demo payments', () => {
  it('cover four weeks, every status, provider and type, and a second run adds nothing', async ({
    listening: harness,
  }) => {
    const db = harness.app.db;
    const first = await paymentCounts(harness);
    expect(first.payments).toBeGreaterThan(150);
    await seedDatabase(db, { demo: true });
    expect(await paymentCounts(harness)).toEqual(first);

    const pluck = async (column: string) =>
      (await db('payments').distinct(column).orderBy(column)).map((row) => row[column]);
    expect(await pluck('status')).toEqual(['failed', 'pending', 'processing', 'success']);
    expect(await pluck('provider')).toEqual(['gimac', 'mtn', 'orange']);
    expect(await pluck('type')).toEqual(['interbank', 'mobile_money']);
    const oldest = await db('payments').min({ at: 'created_at' }).first();
    expect(Date.now() - new Date(oldest?.at).getTime()).toBeGreaterThan(26 * 86_400_000);
  });

  it('post exactly one balanced ledger transaction per success, with the documented accounts', async ({
    listening: harness,
  }) => {
    const db = harness.app.db;
    const unposted = await db('payments as p')
      .where('p.status', 'success')
      .whereNotExists(db('ledger_transactions as lt').whereRaw('lt.payment_id = p.id'))
      .count<{ count: string }[]>({ count: '*' })
      .first();
    expect(Number(unposted?.count)).toBe(0);
    const postedForOthers = await db('ledger_transactions as lt')
      .join('payments as p', 'p.id', 'lt.payment_id')
      .whereNot('p.status', 'success')
      .count<{ count: string }[]>({ count: '*' })
      .first();
    expect(Number(postedForOthers?.count)).toBe(0);
    const total = await db('ledger_postings').sum({ total: 'amount' }).first();
    expect(Number(total?.total)).toBe(0);
    const codes = (await db('ledger_accounts').pluck('code')) as string[];
    expect(codes).toEqual(expect.arrayContaining(['provider:mtn', 'provider:orange', 'platform:collections']));
    // The demo customer's charges land on their main (oldest) account's own ledger account.
    const main = await db('accounts as a')
      .join('users as u', 'u.id', 'a.user_id')
      .where('u.email', 'customer@demo.openbanking.cm')
      .orderBy('a.created_at')
      .first('a.id');
    expect(codes).toContain(`account:${main.id}`);
    expect(codes.some((code) => code.startsWith('gimac:') && code.endsWith('_CM'))).toBe(true);
  });

  it('show recent figures in the analytics', async ({ listening: harness, adminToken }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/payments?days=7',
      headers: bearer(adminToken),
    });
    const { overview, trends } = response.json().data;
    expect(overview.totalTransactions).toBeGreaterThan(20);
    expect(overview.totalVolume).toBeGreaterThan(0);
    expect(trends.dailyVolume.filter((day: { count: number }) => day.count > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('reconcile cleanly against the sandbox statements of a demo day', async ({ listening: harness, adminToken }) => {
    const date = doualaDateOf(doualaNoon(3));
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/reconciliation/generate',
      headers: bearer(adminToken),
      payload: { date },
    });
    expect(response.statusCode).toBe(200);
    const { summary } = response.json().data;
    expect(summary.matched).toBeGreaterThan(0);
    expect(summary).toMatchObject({ missing: 0, mismatched: 0 });
    expect(summary.total_ledger_amount).toBe(summary.total_provider_amount);
  });
});
