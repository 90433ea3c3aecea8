import { describe, expect } from 'vitest';
import { usageWindowsAt } from '../../../api/services/api-keys/usage-windows.ts';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, login } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Douala day window `days` before today's, by the same rule the key counter uses. */
function dayWindow(days: number, now: number): Date {
  return new Date(usageWindowsAt(now).day.startsAt - days * DAY_MS);
}

describe('back office figures', () => {
  it('computes monthly growth from the keys’ day windows, which outlive the 30-day request logs', async ({
    harness,
    db,
  }) => {
    const admin = await createUser(harness, { role: 'admin' });
    const owner = await createUser(harness);
    const key = await insertApiKey(db, owner.id);
    // Douala months by the database clock; last month's calls placed over 40 days ago when possible.
    const { rows } = await db.raw<{ rows: { this_month: Date; last_month: Date }[] }>(`
      select (date_trunc('month', now() at time zone 'Africa/Douala') at time zone 'Africa/Douala') as this_month,
             ((date_trunc('month', now() at time zone 'Africa/Douala') - interval '1 month') at time zone 'Africa/Douala') as last_month`);
    const { this_month: thisMonth, last_month: lastMonth } = rows[0] as { this_month: Date; last_month: Date };
    const now = Date.now();
    const todayWindow = dayWindow(0, now);
    const lastMonthDay = new Date(usageWindowsAt(lastMonth.getTime() + 12 * 60 * 60 * 1000).day.startsAt);
    await db('api_key_usage_windows').insert([
      { api_key_id: key.id, window_kind: 'day', window_start: lastMonthDay, request_count: 200 },
      { api_key_id: key.id, window_kind: 'day', window_start: todayWindow, request_count: 250 },
      // An hour window is not a day: never counted twice.
      {
        api_key_id: key.id,
        window_kind: 'hour',
        window_start: new Date(Math.floor(now / 3_600_000) * 3_600_000),
        request_count: 999,
      },
    ]);
    expect(todayWindow.getTime()).toBeGreaterThanOrEqual(thisMonth.getTime());

    const session = await login(harness, { email: admin.email, password: admin.password });
    const stats = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(session.json().access_token),
    });
    expect(stats.statusCode).toBe(200);
    // (250 - 200) / 200 = +25.0 %
    expect(stats.json().monthlyGrowth).toBe(25);
  });

  it('counts as revenue the fees posted to platform:revenue, against last month over the same span', async ({
    harness,
    db,
  }) => {
    const admin = await createUser(harness, { role: 'admin' });
    const { rows } = await db.raw<{ rows: { last_month: Date; same_span: Date }[] }>(`
      select ((date_trunc('month', now() at time zone 'Africa/Douala') - interval '1 month') at time zone 'Africa/Douala') as last_month,
             now() - interval '1 month' as same_span`);
    const { last_month: lastMonth, same_span: sameSpan } = rows[0] as { last_month: Date; same_span: Date };
    const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
    // This month: two fees (38 + 750); a success posted without fee and a failure add nothing.
    const justNow = at(new Date(), -1);
    await insertPayment(db, { userId: admin.id, amount: 2500, fee: 38, createdAt: justNow });
    await insertPayment(db, { userId: admin.id, provider: 'gimac', amount: 150_000, fee: 750, createdAt: justNow });
    await insertPayment(db, { userId: admin.id, amount: 9000 });
    await insertPayment(db, { userId: admin.id, amount: 9000, status: 'failed' });
    // Last month: 500 settled inside the compared span, 10 000 after it (not compared).
    await insertPayment(db, { userId: admin.id, amount: 33_334, fee: 500, createdAt: at(lastMonth, 1) });
    await insertPayment(db, { userId: admin.id, amount: 99_000, fee: 10_000, createdAt: at(sameSpan, 10) });

    const session = await login(harness, { email: admin.email, password: admin.password });
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/dashboard',
      headers: bearer(session.json().access_token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ revenue: 788, revenueGrowth: 57.6 });
  });
});
