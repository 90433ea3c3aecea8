import { rmSync } from 'node:fs';
import { afterAll, describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { nextRunAfter } from '../../../api/services/reports/schedule-clock.ts';
import { enqueueDueReports } from '../../../api/services/reports/schedules.ts';
import { it } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { reportsDataDir, runJobs } from './report-helpers.ts';

const dataDir = reportsDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
it.override('appOptions', { DATA_DIR: dataDir });

interface Schedule {
  id: string;
  name: string;
  paused: boolean;
  time: string;
  nextRunAt: string;
  lastRunAt: string | null;
}

async function schedules(harness: TestApp, headers: Record<string, string>) {
  const response = await harness.app.inject({ method: 'GET', url: '/api/admin/reports/schedules', headers });
  expect(response.statusCode).toBe(200);
  return response.json().schedules as Schedule[];
}

const byName = (list: Schedule[], name: string) => list.find((schedule) => schedule.name === name) as Schedule;

describe('Reports: schedules in Douala time', { timeout: 120_000 }, () => {
  it('seeds Daily Summary at 06:00, Weekly Analytics Monday 08:00 and a paused Monthly Report', async ({
    harness,
    auditor,
  }) => {
    const list = await schedules(harness, auditor.headers);
    expect(byName(list, 'Daily Summary')).toMatchObject({
      time: '06:00',
      frequency: 'daily',
      paused: false,
      timeZone: 'Africa/Douala',
    });
    expect(byName(list, 'Weekly Analytics')).toMatchObject({
      time: '08:00',
      frequency: 'weekly',
      day: 1,
      paused: false,
    });
    expect(byName(list, 'Monthly Report')).toMatchObject({ paused: true });
    // Every next run is the schedule's Douala time, i.e. an hour earlier in UTC.
    expect(new Date(byName(list, 'Daily Summary').nextRunAt).getUTCHours()).toBe(5);
    const weekly = new Date(byName(list, 'Weekly Analytics').nextRunAt);
    expect([weekly.getUTCDay(), weekly.getUTCHours()]).toEqual([1, 7]);
  });

  it('knows the next Douala run whatever the UTC date says', () => {
    const daily = { frequency: 'daily', timeOfDay: 360, day: null } as const;
    // 04:59 UTC is 05:59 in Douala: the run of 06:00 the same day.
    expect(nextRunAfter(daily, new Date('2026-11-26T04:59:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-26T05:00:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // 23:30 UTC on Sunday is 00:30 on Monday in Douala: Monday's 08:00 is hours away, not a week.
    const weekly = { frequency: 'weekly', timeOfDay: 480, day: 1 } as const;
    expect(nextRunAfter(weekly, new Date('2026-11-29T23:30:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    const monthly = { frequency: 'monthly', timeOfDay: 420, day: 1 } as const;
    expect(nextRunAfter(monthly, new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('runs Daily Summary at 06:00 Douala under a controlled clock, and catches up once after downtime', async ({
    harness,
    db,
    ops,
  }) => {
    const daily = byName(await schedules(harness, ops.headers), 'Daily Summary');
    await db('report_schedules').whereNot({ id: daily.id }).update({ paused: true });
    await db('report_schedules')
      .where({ id: daily.id })
      .update({ next_run_at: new Date('2026-12-01T05:00:00Z') });
    const reportsOf = () => db('reports').where({ schedule_id: daily.id }).orderBy('created_at');

    expect(await enqueueDueReports(createStore(db), new Date('2026-12-01T04:59:59Z'))).toBe(0);
    expect(await enqueueDueReports(createStore(db), new Date('2026-12-01T05:00:00Z'))).toBe(1);
    expect(await enqueueDueReports(createStore(db), new Date('2026-12-01T05:01:00Z'))).toBe(0);
    const [first] = await reportsOf();
    expect(first).toMatchObject({ type: 'daily_operations', status: 'queued', requested_by: null });
    // Yesterday in Douala: November 30th, 00:00 to 24:00 (UTC+1).
    expect(first.period_start.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(first.period_end.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    let row = await db('report_schedules').where({ id: daily.id }).first();
    expect(row.next_run_at.toISOString()).toBe('2026-12-02T05:00:00.000Z');

    // Down from December 2nd to the 5th at 10:00 Douala: three missed runs make one report.
    expect(await enqueueDueReports(createStore(db), new Date('2026-12-05T09:00:00Z'))).toBe(1);
    expect(await enqueueDueReports(createStore(db), new Date('2026-12-05T09:01:00Z'))).toBe(0);
    expect(await reportsOf()).toHaveLength(2);
    row = await db('report_schedules').where({ id: daily.id }).first();
    expect(row.next_run_at.toISOString()).toBe('2026-12-06T05:00:00.000Z');

    await runJobs(harness);
    const statuses = (await reportsOf()).map((report) => report.status);
    expect(statuses).toEqual(['ready', 'ready']);
  });

  it('pauses, resumes and runs now (ops and admin; audited); auditors may not', async ({
    harness,
    db,
    ops,
    admin,
    auditor,
  }) => {
    const monthly = byName(await schedules(harness, admin.headers), 'Monthly Report');
    const post = (url: string, headers: Record<string, string>) => harness.app.inject({ method: 'POST', url, headers });

    expect((await post(`/api/admin/reports/schedules/${monthly.id}/resume`, auditor.headers)).statusCode).toBe(403);
    const resumed = await post(`/api/admin/reports/schedules/${monthly.id}/resume`, ops.headers);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().schedule).toMatchObject({ id: monthly.id, paused: false });
    // Resuming never runs what was missed while paused: the next run is after now.
    expect(new Date(resumed.json().schedule.nextRunAt).getTime()).toBeGreaterThan(Date.now());

    const paused = await post(`/api/admin/reports/schedules/${monthly.id}/pause`, admin.headers);
    expect(paused.json().schedule.paused).toBe(true);
    const audit = await db('audit_logs').where({ resource: 'report_schedule', resource_id: monthly.id }).orderBy('seq');
    expect(audit.map((entry) => [entry.action, entry.details.paused])).toEqual([
      ['update', { from: true, to: false }],
      ['update', { from: false, to: true }],
    ]);

    const ran = await post(`/api/admin/reports/schedules/${monthly.id}/run`, ops.headers);
    expect(ran.statusCode).toBe(202);
    expect(ran.json().report).toMatchObject({ type: 'monthly_financial', status: 'queued', scheduleId: monthly.id });
    expect(ran.json().downloadUrl).toBe(ran.json().report.downloadUrl);
    const created = await db('audit_logs').where({ resource: 'report', resource_id: ran.json().report.id }).first();
    expect(created).toMatchObject({ action: 'create', user_id: ops.user.id });
    await runJobs(harness);
    const file = await harness.app.inject({ method: 'GET', url: ran.json().downloadUrl, headers: ops.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const unknown = await post('/api/admin/reports/schedules/00000000-0000-4000-8000-000000000000/run', ops.headers);
    expect(unknown.statusCode).toBe(404);
  });
});
