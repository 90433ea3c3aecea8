import { describe, expect } from 'vitest';
import { MAX_WEBHOOKS_PER_USER } from '../../../api/services/webhooks/endpoints.ts';
import { test } from '../../helpers/fixtures.ts';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/** The webhook routes as the file's signed-in developer (the `customer` fixture). */
const it = test.extend('hooks', { scope: 'file' }, async ({ harness, customer }) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = customer.headers,
  ) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = (payload: Record<string, unknown>, headers = customer.headers) =>
    call('POST', '/api/v1/webhooks', payload, headers);
  const valid = { url: 'http://127.0.0.1:9/hooks', events: ['payment.completed'] };
  return { call, create, valid };
});

const detailsOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { details?: { path: string; reason: string }[] } }).error.details ?? [];

describe('POST /api/v1/webhooks', () => {
  it('needs a caller', async ({ hooks: { create, valid } }) => {
    const response = await create(valid, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('creates an endpoint, answers its whsec_ secret once and stores it sealed', async ({
    harness,
    hooks: { call, create },
  }) => {
    const response = await create({
      url: 'http://127.0.0.1:9/hooks',
      description: '  Orders  ',
      events: ['payment.completed', 'payment.failed'],
      headers: '{"X-Team": "payments"}',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { webhook, secret } = response.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(webhook).toMatchObject({
      url: 'http://127.0.0.1:9/hooks',
      description: 'Orders',
      events: ['payment.completed', 'payment.failed'],
      headers: { 'X-Team': 'payments' },
      isActive: true,
      successCount: 0,
      failureCount: 0,
      lastTriggered: null,
    });
    const stored = await harness.app.db('webhook_endpoints').where({ id: webhook.id }).first();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    expect(stored.secret_sealed).toMatch(/^v1\./);

    const listed = (await call('GET', '/api/v1/webhooks')).json().webhooks;
    expect(listed.map((hook: { id: string }) => hook.id)).toContain(webhook.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('reads blank headers as {} and accepts an object', async ({ hooks: { create, valid } }) => {
    expect((await create({ ...valid, headers: '   ' })).json().webhook.headers).toEqual({});
    expect((await create({ ...valid })).json().webhook.headers).toEqual({});
    expect((await create({ ...valid, headers: { 'X-A': 'b' } })).json().webhook.headers).toEqual({ 'X-A': 'b' });
  });

  it('answers invalid header JSON with a field error on headers, never a 500', async ({ hooks: { create, valid } }) => {
    for (const headers of ['{not json', '[1,2]', '"text"', '{"X-A": 1}', '{"bad name": "x"}', '{"X-A": "a\\r\\nb"}']) {
      const response = await create({ ...valid, headers });
      expect(response.statusCode, headers).toBe(400);
      expect(detailsOf(response)).toMatchObject([{ path: 'headers', reason: 'webhook_headers_invalid' }]);
    }
    const reserved = await create({ ...valid, headers: '{"Webhook-Signature": "v1,forged"}' });
    expect(reserved.statusCode).toBe(400);
    expect(detailsOf(reserved)).toMatchObject([{ path: 'headers', reason: 'webhook_header_reserved' }]);
  });

  it('refuses bad URLs, unknown or no events and a missing field', async ({ hooks: { create, valid } }) => {
    for (const url of ['', '   ', 'not a url', 'ftp://example.cm/x', 'http://user:pass@example.cm/']) {
      const response = await create({ ...valid, url });
      expect(response.statusCode, url).toBe(400);
      expect(detailsOf(response)[0]?.path).toBe('url');
    }
    expect((await create({ ...valid, url: `https://example.cm/${'a'.repeat(2048)}` })).statusCode).toBe(400);
    const unknown = await create({ ...valid, events: ['payment.refunded'] });
    expect(unknown.statusCode).toBe(400);
    const none = await create({ ...valid, events: [] });
    expect(none.statusCode).toBe(400);
    expect(detailsOf(none)).toMatchObject([{ path: 'events', reason: 'webhook_events_required' }]);
    expect((await create({ url: valid.url })).statusCode).toBe(400);
  });

  it(`stops at ${MAX_WEBHOOKS_PER_USER} endpoints per user`, async ({ harness, hooks: { valid } }) => {
    const busy = await createUser(harness);
    const headers = bearer(await signInAs(harness, busy));
    const results = [];
    for (let index = 0; index < MAX_WEBHOOKS_PER_USER + 1; index += 1) {
      // From an address of its own, so the per-address write limit does not interfere.
      results.push(
        await harness.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks',
          headers,
          payload: valid,
          remoteAddress: '10.9.9.9',
        }),
      );
    }
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(MAX_WEBHOOKS_PER_USER);
    expect(results.at(-1)?.json().error.reason).toBe('too_many_webhooks');
  });
});

describe('managing one endpoint', () => {
  it('changes url, events and isActive; re-enabling clears the failure streak', async ({
    harness,
    hooks: { call, create, valid },
  }) => {
    const { webhook } = (await create(valid)).json();
    const url = `/api/v1/webhooks/${webhook.id}`;
    await harness.app
      .db('webhook_endpoints')
      .where({ id: webhook.id })
      .update({ is_active: false, disabled_reason: 'gone', failing_since: new Date() });
    const changed = await call('PATCH', url, {
      url: 'http://127.0.0.1:10/new',
      events: ['transaction.created'],
      isActive: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().webhook).toMatchObject({
      url: 'http://127.0.0.1:10/new',
      events: ['transaction.created'],
      isActive: true,
      disabledReason: null,
    });
    expect((await call('PATCH', url, { isActive: false })).json().webhook.isActive).toBe(false);
    expect((await call('PATCH', url, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('PATCH', url, { events: ['nope'] })).statusCode).toBe(400);
    expect((await call('PATCH', url, { isActive: 'yes please' })).statusCode).toBe(400);
  });

  it('rotates the secret: a new whsec_ shown once', async ({ harness, hooks: { call, create, valid } }) => {
    const { webhook, secret } = (await create(valid)).json();
    const before = await harness.app.db('webhook_endpoints').where({ id: webhook.id }).first();
    const rotated = await call('POST', `/api/v1/webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);
    const after = await harness.app.db('webhook_endpoints').where({ id: webhook.id }).first();
    expect(after.secret_sealed).not.toBe(before.secret_sealed);
  });

  it('queues a test event, lists it, resends it with the same webhook-id, and deletes', async ({
    hooks: { call, create, valid },
  }) => {
    const { webhook } = (await create(valid)).json();
    const base = `/api/v1/webhooks/${webhook.id}`;
    const test = await call('POST', `${base}/test`);
    expect(test.statusCode, test.body).toBe(202);
    const { delivery } = test.json();
    expect(delivery).toMatchObject({ eventType: 'payment.created', attempt: 1, status: 'pending' });
    expect(delivery.eventId).toMatch(/^evt_test_/);
    expect(delivery.payload).toMatchObject({ type: 'payment.created', data: { test: true } });

    const resent = await call('POST', `${base}/deliveries/${delivery.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json().delivery).toMatchObject({ eventId: delivery.eventId, attempt: 2, status: 'pending' });

    const log = await call('GET', `${base}/deliveries`);
    expect(log.json().deliveries.map((row: { attempt: number }) => row.attempt)).toEqual([2, 1]);
    expect((await call('GET', `${base}/deliveries?limit=0`)).statusCode).toBe(400);
    expect((await call('GET', `${base}/deliveries?limit=abc`)).statusCode).toBe(400);
    expect((await call('POST', `${base}/deliveries/${crypto.randomUUID()}/resend`)).statusCode).toBe(404);

    await call('PATCH', base, { isActive: false });
    expect((await call('POST', `${base}/test`)).json().error.reason).toBe('webhook_inactive');

    expect((await call('DELETE', base)).statusCode).toBe(204);
    expect((await call('DELETE', base)).statusCode).toBe(404);
    expect((await call('GET', `${base}/deliveries`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async ({ hooks: { call } }) => {
    expect((await call('PATCH', '/api/v1/webhooks/abc', { isActive: true })).statusCode).toBe(400);
    const missing = await call('PATCH', `/api/v1/webhooks/${crypto.randomUUID()}`, { isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.reason).toBe('webhook_not_found');
  });
});

describe('ownership and callers', () => {
  it("never shows or changes another user's endpoint (404, as if absent)", async ({
    otherCustomer,
    hooks: { call, create, valid },
  }) => {
    const { webhook } = (await create(valid)).json();
    const delivery = (await call('POST', `/api/v1/webhooks/${webhook.id}/test`)).json().delivery;
    const base = `/api/v1/webhooks/${webhook.id}`;
    const other = otherCustomer.headers;
    expect((await call('GET', '/api/v1/webhooks', undefined, other)).json().webhooks).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', base, { isActive: false }],
      ['DELETE', base, undefined],
      ['POST', `${base}/rotate-secret`, undefined],
      ['POST', `${base}/test`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${delivery.id}/resend`, undefined],
    ] as const) {
      const response = await call(method, url, payload, other);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await call('GET', '/api/v1/webhooks'))
      .json()
      .webhooks.find((hook: { id: string }) => hook.id === webhook.id);
    expect(mine).toMatchObject({ isActive: true });
  });

  it('lets an API key with webhooks:manage act for its owner, and refuses one without', async ({
    harness,
    customer,
    hooks: { call },
  }) => {
    const manager = await insertApiKey(harness.app.db, customer.user.id, { scopes: ['webhooks:manage'] });
    const reader = await insertApiKey(harness.app.db, customer.user.id, { scopes: ['accounts:read'] });
    expect((await call('GET', '/api/v1/webhooks', undefined, bearer(manager.key))).statusCode).toBe(200);
    const denied = await call('GET', '/api/v1/webhooks', undefined, bearer(reader.key));
    expect(denied.statusCode).toBe(403);
  });

  it('refuses auditors, who change nothing', async ({ auditor, hooks: { create, valid } }) => {
    expect((await create(valid, auditor.headers)).statusCode).toBe(403);
  });
});

describe('URL rules in production mode', () => {
  it('needs https and a public address, checked at registration', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) });
    try {
      const user = await createUser(production);
      const headers = bearer(await signInAs(production, user));
      const create = (url: string) =>
        production.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks',
          headers,
          payload: { url, events: ['payment.completed'] },
        });
      const notHttps = await create('http://93.184.215.14/hooks');
      expect(notHttps.statusCode).toBe(400);
      expect(detailsOf(notHttps)).toMatchObject([{ path: 'url', reason: 'webhook_url_not_https' }]);
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://localhost/hooks',
        'https://10.1.2.3/hooks',
        'https://192.168.1.1/hooks',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hooks',
        'https://[fe80::1]/hooks',
        'https://0.0.0.0/hooks',
        'https://[::ffff:127.0.0.1]/hooks',
      ]) {
        const response = await create(url);
        expect(response.statusCode, url).toBe(400);
        expect(detailsOf(response)[0]?.reason, url).toBe('webhook_url_not_public');
      }
      const unresolvable = await create('https://no-such-host.invalid/hooks');
      expect(unresolvable.statusCode).toBe(400);
      expect(detailsOf(unresolvable)[0]?.reason).toBe('webhook_url_unresolvable');
      const accepted = await create('https://93.184.215.14/hooks');
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      await production.close();
    }
  });
});
