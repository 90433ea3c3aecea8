import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { sweepOldRequestLogs } from '../../../api/services/analytics/request-log-retention.ts';
import { test } from '../../helpers/fixtures.ts';
import { clientCredentialsToken } from '../public-api/client-token.ts';

/**
 * Calls made with an OAuth app's access token (issue 17: every public API call has the request
 * log of the developer platform), then read back by the app's developer.
 */
const it = test.extend('appCalls', { scope: 'file' }, async ({ listening, customer, apiKey, db }) => {
  const oauth = await clientCredentialsToken(listening, customer.headers, ['accounts:read']);
  const app = await db('oauth_apps').where({ client_id: oauth.clientId }).first('id');
  // Tokens are issued for the origin the client used: the calls go to the same one.
  const host = new URL(listening.origin).host;
  const call = (url: string, headers: Record<string, string>) =>
    listening.app.inject({ method: 'GET', url, headers: { ...headers, host }, remoteAddress: '41.202.0.7' });
  const accepted = await call('/api/v1/accounts', oauth.headers);
  // A valid token without the scope is still the app's call, as a key refused for its scope is.
  const refused = await call('/api/v1/transactions', oauth.headers);
  await call('/api/v1/accounts', { authorization: `Bearer ${apiKey.key}` });
  await listening.app.requestLogs.flush();
  const read = async (url: string) => {
    const response = await listening.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { appId: app.id as string, accepted, refused, read, keyId: apiKey.id };
});

describe('OAuth app calls in the request log', () => {
  it('logs each token call for the app’s developer, with its mode, the key column empty', async ({
    appCalls: { appId, accepted, refused, read },
    customer,
    db,
  }) => {
    expect(accepted.statusCode).toBe(200);
    expect(refused.statusCode).toBe(403);
    const { logs, livemode } = await read(`/api/v1/analytics/logs?appId=${appId}`);
    expect(livemode).toBe(false);
    expect(logs.map((log: { endpoint: string; statusCode: number }) => [log.endpoint, log.statusCode])).toEqual([
      ['/api/v1/transactions', 403],
      ['/api/v1/accounts', 200],
    ]);
    expect(logs[1]).toMatchObject({ appId, apiKeyId: null, livemode: false, ip: '41.202.0.7' });
    const rows = await db('api_request_logs').where({ oauth_app_id: appId });
    expect(rows.every((row) => row.user_id === customer.user.id && row.api_key_id === null)).toBe(true);
  });

  it('filters by key or by app, and never shows a mode that was not asked for', async ({
    appCalls: { appId, keyId, read },
  }) => {
    expect((await read(`/api/v1/analytics/logs?keyId=${keyId}`)).logs.every((log: { appId: null }) => !log.appId)).toBe(
      true,
    );
    expect((await read('/api/v1/analytics/logs')).pagination.total).toBe(3);
    const live = await read('/api/v1/analytics/logs?mode=live');
    expect(live).toMatchObject({ livemode: true, logs: [], pagination: { total: 0 } });
    expect((await read(`/api/v1/analytics/logs?appId=${appId}&mode=test`)).logs).toHaveLength(2);
  });

  it('counts app calls in the usage figures of their mode only', async ({ appCalls: { read } }) => {
    const test = await read('/api/v1/analytics/usage?days=1');
    expect(test).toMatchObject({ livemode: false, totalRequests: 3 });
    expect(test.errorsByStatus).toEqual([{ status: 403, count: 1 }]);
    expect(await read('/api/v1/analytics/usage?days=1&mode=live')).toMatchObject({ livemode: true, totalRequests: 0 });
  });

  it('gives each app its recent calls in its own mode', async ({ appCalls: { appId, read } }) => {
    const { apps } = await read('/api/v1/analytics/apps');
    const mine = apps.find((entry: { appId: string }) => entry.appId === appId);
    expect(mine).toMatchObject({ livemode: false, calls: 2, errors: 1 });
    expect(Date.parse(mine.lastCallAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a bad mode with a 400 envelope', async ({ listening, customer }) => {
    const response = await listening.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/logs?mode=both',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });

  it('stores exactly one caller per row, and the retention sweep covers app rows', async ({
    appCalls: { appId, keyId },
    customer,
    db,
  }) => {
    const row = {
      user_id: customer.user.id,
      method: 'GET',
      endpoint: '/api/v1/accounts',
      status_code: 200,
      response_time_ms: 1,
      created_at: new Date(Date.now() - 31 * 86_400_000),
    };
    await expect(db('api_request_logs').insert(row)).rejects.toThrow(/api_request_logs_one_caller_check/);
    await expect(db('api_request_logs').insert({ ...row, api_key_id: keyId, oauth_app_id: appId })).rejects.toThrow(
      /api_request_logs_one_caller_check/,
    );
    await db('api_request_logs').insert({ ...row, oauth_app_id: appId });
    expect(await sweepOldRequestLogs(createStore(db))).toBeGreaterThanOrEqual(1);
    expect(
      await db('api_request_logs')
        .where({ oauth_app_id: appId })
        .andWhere('created_at', '<', new Date(Date.now() - 30 * 86_400_000)),
    ).toHaveLength(0);
  });
});
