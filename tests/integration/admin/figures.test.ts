import { rmSync } from 'node:fs';
import { afterAll, describe, expect, vi } from 'vitest';
import { usageWindowsAt } from '../../../api/services/api-keys/usage-windows.ts';
import { daysBefore, lastDays, resolvePeriod, sameDaysLastMonth } from '../../../api/services/reports/report-period.ts';
import { reportTables } from '../../../api/services/reports/report-tables.ts';
import { templateOf } from '../../../api/services/reports/templates.ts';
import { formatXAF } from '../../../domain/money.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';
import { generate, pdfText, reportsDataDir, runJobs } from '../reports/report-helpers.ts';

// The app's start and a PDF rendered by the report job (about 30 s together on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

const dataDir = reportsDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const it = base;
it.override('appOptions', { DATA_DIR: dataDir });

const MINUTE = 60_000;
/** An amount as pdftotext gives it back (its no-break spaces as plain ones). */
const printed = (amount: number) => formatXAF(amount).replace(/[\u202f\u00a0]/g, ' ');

/**
 * Issue 30 item 5: each staff figure has one definition (api/services/admin/staff-figures.ts),
 * and every screen and report that shows it agrees, its period named in the answer.
 */
describe('staff figures agree wherever they are shown', () => {
  it('Revenue: this month’s fees against the same days of last month, the Monthly Financial’s total', async ({
    harness,
    db,
    admin,
    ops,
  }) => {
    const now = new Date();
    const month = resolvePeriod('this_month', now);
    const compared = sameDaysLastMonth(now);
    // This month: two fees (38 + 750); a success posted without fee and a failure add nothing.
    const justNow = new Date(now.getTime() - MINUTE);
    await insertPayment(db, { userId: admin.user.id, amount: 2500, fee: 38, createdAt: justNow });
    await insertPayment(db, {
      userId: admin.user.id,
      provider: 'gimac',
      amount: 150_000,
      fee: 750,
      createdAt: justNow,
    });
    await insertPayment(db, { userId: admin.user.id, amount: 9000 });
    await insertPayment(db, { userId: admin.user.id, amount: 9000, status: 'failed' });
    // Last month: 500 on its compared days; 10 000 the day after them (not compared) when that is last month.
    await insertPayment(db, { userId: admin.user.id, amount: 33_334, fee: 500, createdAt: compared.start });
    if (compared.end < month.start) {
      await insertPayment(db, { userId: admin.user.id, amount: 99_000, fee: 10_000, createdAt: compared.end });
    }

    const answer = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/dashboard',
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      revenue: 788,
      revenueGrowth: 57.6,
      revenuePeriod: { from: month.fromDay, to: month.toDay },
      revenueCompared: { from: compared.fromDay, to: compared.toDay, fees: 500 },
    });

    // The Monthly Financial of the same period prints the same fees (read back from the PDF).
    const accepted = await generate(harness, ops.headers, {
      type: 'monthly_financial',
      parameters: { format: 'pdf', period: 'this_month' },
    });
    expect(accepted.statusCode).toBe(202);
    await runJobs(harness);
    const file = await harness.app.inject({ method: 'GET', url: accepted.json().downloadUrl, headers: ops.headers });
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload, dataDir);
    expect(text).toContain('Platform fees (revenue) by provider');
    expect(text).toMatch(new RegExp(`Total\\s+2\\s+${printed(152_500)}\\s+${printed(788)}`));
  });

  it('API Calls: one figure on the Dashboard, the Analytics card and chart, and a 30-day report', async ({
    harness,
    db,
    admin,
  }) => {
    const now = new Date();
    const period = lastDays(30, now);
    const before = daysBefore(period, 30);
    const owner = admin.user.id;
    const key = await insertApiKey(db, owner);
    const call = {
      api_key_id: key.id,
      user_id: owner,
      method: 'GET',
      endpoint: '/api/v1/accounts',
      response_time_ms: 5,
    };
    const at = (time: number) => new Date(time);
    await db('api_request_logs').insert([
      // In the last 30 days: 5 calls, 2 of them errors.
      ...[200, 404, 500].map((status_code) => ({ ...call, status_code, created_at: at(now.getTime() - MINUTE) })),
      ...[200, 200].map((status_code) => ({ ...call, status_code, created_at: at(period.start.getTime() + MINUTE) })),
      // The minute before the period: not counted.
      { ...call, status_code: 200, created_at: at(period.start.getTime() - MINUTE) },
    ]);
    // The keys' day windows: 4 calls in the period, 2 in the 30 days before (+100 %).
    await db('api_key_usage_windows').insert([
      {
        api_key_id: key.id,
        window_kind: 'day',
        window_start: new Date(usageWindowsAt(now.getTime()).day.startsAt),
        request_count: 4,
      },
      { api_key_id: key.id, window_kind: 'day', window_start: before.start, request_count: 2 },
      // An hour window is not a day: never counted twice.
      {
        api_key_id: key.id,
        window_kind: 'hour',
        window_start: new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000),
        request_count: 999,
      },
    ]);

    const read = async (url: string) => {
      const answer = await harness.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(answer.statusCode, url).toBe(200);
      return answer.json();
    };
    const named = { from: period.fromDay, to: period.toDay };
    const stats = await read('/api/admin/stats');
    const dashboard = await read('/api/admin/analytics/dashboard');
    const trends = await read('/api/admin/analytics/trends?days=30');
    expect(stats).toMatchObject({
      totalApiCalls: 5,
      apiCallsPeriod: named,
      monthlyGrowth: 100,
      growthComparedPeriod: { from: before.fromDay, to: before.toDay },
    });
    expect(dashboard).toMatchObject({ apiCalls: 5, apiCallsPeriod: named, successRate: 60 });
    expect({ from: trends.from, to: trends.to }).toEqual(named);
    expect(trends.apiCalls.reduce((total: number, day: { calls: number }) => total + day.calls, 0)).toBe(5);
    // The API usage report over the last 30 days: the same total, and the same errors.
    const tables = await reportTables(
      harness.app.store,
      false,
      templateOf('api_usage'),
      resolvePeriod('last_30_days', now),
      now,
    );
    expect(tables.find((table) => table.section === 'api_calls_by_day')?.total?.slice(0, 4)).toEqual([
      'Total',
      5,
      1,
      1,
    ]);
  });
});
