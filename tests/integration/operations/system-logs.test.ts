import { describe, expect } from 'vitest';
import { runDuePaymentJobs, SCHEDULE } from '../../../api/jobs/runner.ts';
import { SCHEDULED_JOBS } from '../../../api/services/payments/job-queue.ts';
import { sweepOldSystemLogs } from '../../../api/services/system-logs/system-logs.ts';
import { doualaDate } from '../../../domain/douala-time.ts';
import { it } from '../../helpers/fixtures.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const SECRETS = ['hunter2-password', 'tok-7f3e-secret', '9137'];

// No job runner in the app: the sweep test runs the scheduled task itself.
it.override('appOptions', { PAYMENTS_WORKER: 'off' });

it.override('harness', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
  const harness = await createTestApp(appOptions);
  onCleanup(() => harness.close());
  // A route that fails the way a bug would: a warning with secrets in its context, then a throw.
  harness.app.post('/api/test/explode/:id', async (request) => {
    request.log.warn(
      { body: { password: SECRETS[0], pin: SECRETS[2] }, headers: { authorization: `Bearer ${SECRETS[1]}` } },
      'about to fail',
    );
    throw new Error('forced failure in the ledger');
  });
  return harness;
});

interface LogPage {
  logs: {
    id: string;
    level: string;
    message: string;
    requestId: string | null;
    route: string | null;
    statusCode: number | null;
    createdAt: string;
  }[];
  total: number;
}

const DAY = 24 * 60 * 60 * 1000;

describe('system logs', () => {
  it('stores a server error with its request id, route and status, and no secret', async ({ harness, db }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/explode/42',
      headers: { 'x-request-id': 'probe-500-a', authorization: `Bearer ${SECRETS[1]}` },
      payload: { password: SECRETS[0] },
    });
    expect(response.statusCode).toBe(500);
    // The client still gets the generic envelope; the cause is in the log only.
    expect(response.json().error.message).toBe('Internal server error');
    await harness.app.systemLogs.flush();

    const rows = await db('system_logs').where({ request_id: 'probe-500-a' }).orderBy('id');
    expect(rows.map((row) => [row.level, row.message, row.route, row.status_code])).toEqual([
      ['warn', 'about to fail', null, null],
      ['error', 'request failed: forced failure in the ledger', '/api/test/explode/:id', 500],
    ]);
    expect(rows[1].context.err.type).toBe('Error');
    const stored = JSON.stringify(rows);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(stored).toContain('[redacted]');
  });

  it('keeps routine lines (info, 4xx refusals) out', async ({ harness, db }) => {
    await harness.app.inject({ method: 'GET', url: '/api/healthz', headers: { 'x-request-id': 'probe-ok' } });
    await harness.app.inject({
      method: 'GET',
      url: '/api/admin/system/logs',
      headers: { 'x-request-id': 'probe-401' },
    });
    await harness.app.systemLogs.flush();
    expect(await db('system_logs').whereIn('request_id', ['probe-ok', 'probe-401'])).toEqual([]);
  });

  it('lists them newest first for staff, with level, text, request id and day filters', async ({
    harness,
    auditor,
  }) => {
    for (const id of ['probe-500-b', 'probe-500-c']) {
      await harness.app.inject({ method: 'POST', url: '/api/test/explode/1', headers: { 'x-request-id': id } });
    }
    await harness.app.systemLogs.flush();
    const list = async (query: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/system/logs${query}`,
        headers: auditor.headers,
      });
      expect(response.statusCode, query).toBe(200);
      return response.json() as LogPage;
    };

    const errors = await list('?level=error');
    expect(errors.total).toBeGreaterThanOrEqual(3);
    expect(errors.logs.every((log) => log.level === 'error')).toBe(true);
    expect(errors.logs.slice(0, 2).map((log) => log.requestId)).toEqual(['probe-500-c', 'probe-500-b']);
    expect(errors.logs[0]).toEqual({
      id: expect.any(String),
      level: 'error',
      message: 'request failed: forced failure in the ledger',
      requestId: 'probe-500-c',
      route: '/api/test/explode/:id',
      statusCode: 500,
      createdAt: expect.any(String),
    });

    const byRequest = await list('?q=probe-500-b');
    expect(byRequest.logs.map((log) => log.level)).toEqual(['error', 'warn']);
    expect((await list('?q=FORCED%20failure&level=error')).total).toBe(errors.total);
    expect((await list('?q=about%20to&level=warn')).total).toBe(3);
    expect((await list('?q=100%25%20not%20there')).total).toBe(0);

    const today = doualaDate();
    const tomorrow = doualaDate(new Date(Date.now() + DAY));
    const yesterday = doualaDate(new Date(Date.now() - DAY));
    expect((await list(`?from=${today}&to=${today}&level=error`)).total).toBe(errors.total);
    expect((await list(`?from=${tomorrow}`)).total).toBe(0);
    expect((await list(`?to=${yesterday}`)).total).toBe(0);

    const page = await list('?limit=1&offset=1&level=error');
    expect(page.logs.map((log) => log.requestId)).toEqual(['probe-500-b']);
    expect(page.total).toBe(errors.total);
  });

  it('sweeps lines older than 30 days on the hourly schedule', async ({ harness, db }) => {
    await db('system_logs').insert([
      { level: 'error', message: 'old', created_at: new Date(Date.now() - 31 * DAY) },
      { level: 'error', message: 'recent', created_at: new Date(Date.now() - 29 * DAY) },
    ]);
    expect(await sweepOldSystemLogs(harness.app.store)).toBe(1);
    expect(await db('system_logs').whereIn('message', ['old', 'recent']).pluck('message')).toEqual(['recent']);

    // The scheduled task itself, through the runner's task list.
    expect(SCHEDULE.map((item) => item.task)).toContain(SCHEDULED_JOBS.sweepSystemLogs);
    await db('system_logs').insert({
      level: 'warn',
      message: 'old again',
      created_at: new Date(Date.now() - 40 * DAY),
    });
    await db.raw('select graphile_worker.add_job(?)', [SCHEDULED_JOBS.sweepSystemLogs]);
    await runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
    expect(await db('system_logs').where({ message: 'old again' })).toEqual([]);
  });
});
