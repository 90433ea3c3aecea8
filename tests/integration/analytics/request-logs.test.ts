import { describe, expect } from 'vitest';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { runDuePaymentJobs, SCHEDULE } from '../../../api/jobs/runner.ts';
import { SCHEDULED_JOBS } from '../../../api/services/payments/job-queue.ts';
import { test } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';

/** Calls made with the `customer`'s keys, then read back through the analytics endpoints. */
const it = test.extend('calls', { scope: 'file' }, async ({ harness, customer, apiKey }) => {
  const restricted = await insertApiKey(harness.app.db, customer.user.id, {
    scopes: ['accounts:read'],
    ipWhitelist: ['41.202.0.0/16'],
  });
  const withKey = (key: string, url: string, remoteAddress = '41.202.0.9') =>
    harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` }, remoteAddress });
  const first = await withKey(apiKey.key, '/api/v1/accounts?secret=hunter2');
  await withKey(apiKey.key, '/api/v1/accounts');
  await withKey(apiKey.key, '/api/v1/transactions');
  const refused = await withKey(restricted.key, '/api/v1/accounts', '10.1.1.1');
  // Unknown keys have no owner to log for.
  await withKey(`ob_test_${'Z'.repeat(32)}`, '/api/v1/accounts');
  await harness.app.requestLogs.flush();
  const read = (url: string, headers = customer.headers) => harness.app.inject({ method: 'GET', url, headers });
  return { apiKey, restricted, firstRequestId: String(first.headers['x-request-id']), refused, read };
});

describe('GET /api/v1/analytics/logs', () => {
  it('lists the caller’s key calls newest first, with the route pattern and never the raw URL', async ({
    calls: { read, apiKey, restricted, firstRequestId, refused },
  }) => {
    expect(refused.statusCode).toBe(403);
    const response = await read('/api/v1/analytics/logs');
    expect(response.statusCode).toBe(200);
    const { logs, pagination } = response.json();
    expect(pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(logs.map((log: { endpoint: string; statusCode: number }) => [log.endpoint, log.statusCode])).toEqual([
      ['/api/v1/accounts', 403],
      ['/api/v1/transactions', 200],
      ['/api/v1/accounts', 200],
      ['/api/v1/accounts', 200],
    ]);
    expect(logs[0]).toMatchObject({ apiKeyId: restricted.id, method: 'GET', ip: '10.1.1.1' });
    expect(logs[3]).toMatchObject({ apiKeyId: apiKey.id, requestId: firstRequestId, ip: '41.202.0.9' });
    expect(logs[3].responseTime).toBeGreaterThanOrEqual(0);
    expect(Date.parse(logs[3].timestamp)).toBeLessThanOrEqual(Date.parse(logs[0].timestamp));
    expect(JSON.stringify(logs)).not.toMatch(/hunter2|ob_test_/);
  });

  it('filters by key, status class and endpoint, and pages', async ({ calls: { read, apiKey } }) => {
    const of = async (query: string) => (await read(`/api/v1/analytics/logs?${query}`)).json();
    expect((await of('status=4xx')).logs).toHaveLength(1);
    expect((await of('status=2xx')).logs).toHaveLength(3);
    expect((await of('status=5xx')).logs).toHaveLength(0);
    expect((await of(`keyId=${apiKey.id}`)).logs).toHaveLength(3);
    expect((await of('endpoint=/api/v1/transactions')).logs).toHaveLength(1);
    const page2 = await of('limit=3&page=2');
    expect(page2.logs).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('shows another developer nothing of these calls', async ({ calls: { read }, otherCustomer }) => {
    const response = await read('/api/v1/analytics/logs', otherCustomer.headers);
    expect(response.json().logs).toEqual([]);
  });

  it('refuses bad filters with 400 and strangers with 401', async ({ calls: { read } }) => {
    for (const query of ['status=6xx', 'keyId=nope', 'limit=0', 'limit=101', 'page=0', `endpoint=${'x'.repeat(201)}`]) {
      const response = await read(`/api/v1/analytics/logs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_error');
    }
    expect((await read('/api/v1/analytics/logs', {})).statusCode).toBe(401);
  });
});

describe('GET /api/v1/analytics/usage', () => {
  it('sums the caller’s calls: totals, success rate, percentiles, endpoints, errors, days', async ({
    calls: { read },
  }) => {
    const response = await read('/api/v1/analytics/usage');
    expect(response.statusCode).toBe(200);
    const usage = response.json();
    expect(usage).toMatchObject({
      totalRequests: 4,
      successRate: 75,
      topEndpoints: [
        { endpoint: '/api/v1/accounts', method: 'GET', count: 3 },
        { endpoint: '/api/v1/transactions', method: 'GET', count: 1 },
      ],
      errorsByStatus: [{ status: 403, count: 1 }],
    });
    expect(usage.daily).toHaveLength(1);
    expect(usage.daily[0]).toMatchObject({ requests: 4, errors: 1 });
    expect(usage.p95ResponseTime).toBeGreaterThanOrEqual(usage.p50ResponseTime);
    expect(usage.averageResponseTime).toBeGreaterThanOrEqual(0);
  });

  it('answers zeros for a developer without calls and refuses a bad span', async ({
    calls: { read },
    otherCustomer,
  }) => {
    const empty = (await read('/api/v1/analytics/usage', otherCustomer.headers)).json();
    expect(empty).toMatchObject({ totalRequests: 0, successRate: 0, topEndpoints: [], errorsByStatus: [], daily: [] });
    expect((await read('/api/v1/analytics/usage?days=0')).statusCode).toBe(400);
    expect((await read('/api/v1/analytics/usage?days=31')).statusCode).toBe(400);
  });

  it('is readable with a key holding analytics:read, and refused to one without', async ({
    harness,
    customer,
    calls: { apiKey },
  }) => {
    const analyticsKey = await insertApiKey(harness.app.db, customer.user.id, { scopes: ['analytics:read'] });
    const ok = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/usage',
      headers: { authorization: `Bearer ${analyticsKey.key}` },
    });
    expect(ok.statusCode).toBe(200);
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/usage',
      headers: { authorization: `Bearer ${apiKey.key}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('batched writes', () => {
  it('writes what is still buffered when the app closes', async ({ harness, calls: { apiKey } }) => {
    const other = await buildApp(
      {
        ...loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_DIR: '.data/no-site', SEED_DEMO_DATA: false }),
        databaseUrl: harness.databaseUrl,
      },
      {},
    );
    // This file's own app writes its buffer first, so only the other app's call is new.
    await harness.app.requestLogs.flush();
    const before = await harness.app
      .db('api_request_logs')
      .where({ api_key_id: apiKey.id })
      .count({ count: '*' })
      .first();
    const response = await other.inject({
      method: 'GET',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${apiKey.key}` },
    });
    expect(response.statusCode).toBe(200);
    expect(other.requestLogs.pending()).toBe(1);
    await other.close();
    const after = await harness.app
      .db('api_request_logs')
      .where({ api_key_id: apiKey.id })
      .count({ count: '*' })
      .first();
    expect(Number(after?.count)).toBe(Number(before?.count) + 1);
  });
});

describe('retention', () => {
  it('keeps 30 days: the hourly sweep job deletes older rows', async ({ harness, calls: { apiKey } }) => {
    const db = harness.app.db;
    const [old] = await db('api_request_logs')
      .insert({
        api_key_id: apiKey.id,
        user_id: apiKey.ownerId,
        method: 'GET',
        endpoint: '/api/v1/accounts',
        status_code: 200,
        response_time_ms: 3,
        created_at: db.raw("now() - interval '31 days'"),
      })
      .returning('id');
    expect(SCHEDULE.map((item) => item.task)).toContain(SCHEDULED_JOBS.sweepApiRequestLogs);
    await db.raw('select graphile_worker.add_job(?)', [SCHEDULED_JOBS.sweepApiRequestLogs]);
    await runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
    expect(await db('api_request_logs').where({ id: old.id })).toHaveLength(0);
    expect(Number((await db('api_request_logs').count({ count: '*' }).first())?.count)).toBeGreaterThanOrEqual(4);
  });
});
