import { describe, expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { insertInstitution } from '../../helpers/rows.ts';

/** API management's key calls, as the file's developer (`customer`) or another one. */
const it = test.extend('keys', { scope: 'file' }, async ({ harness, customer }) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = customer.headers) =>
    harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  // Each creation from its own address: the per-address limit (20 an hour) is not under test here.
  let address = 0;
  const create = (payload: unknown, headers = customer.headers) => {
    address += 1;
    return harness.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers,
      remoteAddress: `10.77.0.${address}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  const accounts = (key: string, remoteAddress = '127.0.0.1') =>
    harness.app.inject({
      method: 'GET',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${key}` },
      remoteAddress,
    });
  return { call, create, accounts };
});

describe('POST /api/v1/api-keys', () => {
  it('needs a signed-in developer', async ({ keys: { create } }) => {
    const response = await create({ name: 'x', scopes: ['accounts:read'] }, {});
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('creates a sandbox key with the spec defaults, shown in full once', async ({ keys: { create, call } }) => {
    const response = await create({ name: '  Checkout  ', scopes: ['accounts:read'] });
    expect(response.statusCode).toBe(201);
    const { apiKey } = response.json();
    expect(apiKey).toMatchObject({
      name: 'Checkout',
      environment: 'sandbox',
      scopes: ['accounts:read'],
      rateLimitPerHour: 1000,
      rateLimitPerDay: 10000,
      ipWhitelist: null,
      isActive: true,
      usageCount: 0,
      expiresAt: null,
    });
    expect(apiKey.key).toMatch(/^ob_test_[A-Za-z0-9]{32}$/);
    expect(apiKey.keyPrefix).toBe(apiKey.key.slice(0, 12));
    const listed = (await call('GET', '/api/v1/api-keys')).json().apiKeys;
    expect(listed[0]).toMatchObject({ id: apiKey.id, rateLimitPerHour: 1000 });
    expect(JSON.stringify(listed)).not.toContain(apiKey.key);
  });

  it('takes the allow-list from a comma list, trimmed, null when empty', async ({ keys: { create } }) => {
    const listed = await create({
      name: 'a',
      scopes: ['accounts:read'],
      ipWhitelist: ' 41.202.0.0/16 , 2c0f:f5c0::/32,10.0.0.7 ,',
    });
    expect(listed.json().apiKey.ipWhitelist).toEqual(['41.202.0.0/16', '2c0f:f5c0::/32', '10.0.0.7']);
    const empty = await create({ name: 'b', scopes: ['accounts:read'], ipWhitelist: ' , ' });
    expect(empty.json().apiKey.ipWhitelist).toBeNull();
    const array = await create({ name: 'c', scopes: ['accounts:read'], ipWhitelist: [' 10.0.0.1 '] });
    expect(array.json().apiKey.ipWhitelist).toEqual(['10.0.0.1']);
  });

  it('refuses bad input with a 4xx envelope, never a 500', async ({ keys: { create } }) => {
    const cases: [unknown, number, string?][] = [
      [{ name: '   ', scopes: ['accounts:read'] }, 400, 'name'],
      [{ scopes: ['accounts:read'] }, 400],
      [{ name: 'x', scopes: [] }, 400],
      [{ name: 'x', scopes: ['admin:all'] }, 400],
      [{ name: 'x', scopes: ['accounts:read'], environment: 'staging' }, 400],
      [{ name: 'x', scopes: ['accounts:read'], rateLimitPerHour: 0 }, 400],
      [{ name: 'x', scopes: ['accounts:read'], rateLimitPerDay: -5 }, 400],
      [{ name: 'x', scopes: ['accounts:read'], rateLimitPerHour: 'many' }, 400],
      [{ name: 'x', scopes: ['accounts:read'], ipWhitelist: '10.0.0.300' }, 400, 'ipWhitelist'],
      [{ name: 'x', scopes: ['accounts:read'], ipWhitelist: '10.0.0.0/33' }, 400, 'ipWhitelist'],
      [{ name: 'x', scopes: ['accounts:read'], ipWhitelist: 'example.com' }, 400, 'ipWhitelist'],
      [{ name: 'x', scopes: ['accounts:read'], ipWhitelist: '::1/129' }, 400, 'ipWhitelist'],
      [undefined, 400],
    ];
    for (const [payload, status, path] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(errorOf(response).code).toMatch(/validation_error|bad_request|invalid_json/);
      if (path) expect(errorOf(response).details?.[0]?.path).toBe(path);
    }
    const invalid = await create({ name: 'x', scopes: ['accounts:read'], ipWhitelist: '10.0.0.1, nope' });
    expect(errorOf(invalid).details?.[0]?.message).toBe('nope is not an IP address or CIDR block');
  });

  it('refuses production keys with a clear 403 until the developer belongs to an approved institution', async ({
    harness,
    customer,
    keys: { create },
  }) => {
    const refused = await create({ name: 'live', environment: 'production', scopes: ['accounts:read'] });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/approved institution/);
    // An approved institution naming the developer's (unverified) e-mail as its contact does
    // not make them a member: membership comes with registering it while signed in, or from staff
    // (tests/integration/institutions/membership-and-quota.test.ts).
    const approved = await insertInstitution(harness.app.db, { code: 'LIVEBANK', approved: true, active: true });
    await harness.app.db('institutions').where({ id: approved }).update({ contact_email: customer.email });
    expect((await create({ name: 'live', environment: 'production', scopes: ['accounts:read'] })).statusCode).toBe(403);
  });

  it('gives the key exactly its scopes and allow-list when used', async ({ keys: { create, accounts } }) => {
    const { apiKey } = (
      await create({ name: 'scoped', scopes: ['payments:initiate'], ipWhitelist: '41.202.0.0/16' })
    ).json();
    expect(errorOf(await accounts(apiKey.key, '41.202.1.1')).message).toBe(
      'This API key lacks the accounts:read scope',
    );
    const allowed = (await create({ name: 'ip', scopes: ['accounts:read'], ipWhitelist: '41.202.0.0/16' })).json()
      .apiKey;
    expect((await accounts(allowed.key, '41.202.1.1')).statusCode).toBe(200);
    const refused = await accounts(allowed.key, '41.203.0.1');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('This API key may not be used from your IP address');
  });
});

describe('rotation and deletion', () => {
  it('rotates: a new key with the same settings, the old one working 7 more days, then 401', async ({
    harness,
    keys: { create, call, accounts },
  }) => {
    const { apiKey: old } = (
      await create({ name: 'rot', scopes: ['accounts:read'], rateLimitPerHour: 50, ipWhitelist: '127.0.0.1' })
    ).json();
    const before = Date.now();
    const rotated = await call('POST', `/api/v1/api-keys/${old.id}/rotate`, { reason: 'Manual rotation' });
    expect(rotated.statusCode).toBe(201);
    const { newKey, oldKey } = rotated.json();
    expect(newKey).toMatchObject({ name: 'rot', rateLimitPerHour: 50, ipWhitelist: ['127.0.0.1'], isActive: true });
    expect(newKey.key).toMatch(/^ob_test_/);
    expect(newKey.id).not.toBe(old.id);
    const graceMs = Date.parse(oldKey.expiresAt) - before;
    expect(graceMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(graceMs).toBeLessThan(7 * 86_400_000 + 60_000);
    const listed = (await call('GET', '/api/v1/api-keys')).json().apiKeys;
    expect(listed.find((key: { id: string }) => key.id === old.id).expiresAt).toBe(oldKey.expiresAt);

    expect((await accounts(old.key)).statusCode).toBe(200);
    expect((await accounts(newKey.key)).statusCode).toBe(200);
    // Seven days later (the database clock decides): move the grace's end into the past.
    await harness.app
      .db('api_keys')
      .where({ id: old.id })
      .update({ expires_at: harness.app.db.raw("now() - interval '1 second'") });
    expect((await accounts(old.key)).statusCode).toBe(401);
    expect((await accounts(newKey.key)).statusCode).toBe(200);
    // An expired key cannot be rotated again.
    expect((await call('POST', `/api/v1/api-keys/${old.id}/rotate`, { reason: 'again' })).statusCode).toBe(404);
  });

  it('deactivates on DELETE: the key stops at once and stays listed as inactive', async ({
    keys: { create, call, accounts },
  }) => {
    const { apiKey } = (await create({ name: 'gone', scopes: ['accounts:read'] })).json();
    const deleted = await call('DELETE', `/api/v1/api-keys/${apiKey.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await accounts(apiKey.key)).statusCode).toBe(401);
    const listed = (await call('GET', '/api/v1/api-keys')).json().apiKeys;
    expect(listed.find((key: { id: string }) => key.id === apiKey.id).isActive).toBe(false);
    expect((await call('POST', `/api/v1/api-keys/${apiKey.id}/rotate`, { reason: 'x' })).statusCode).toBe(404);
  });

  it('lets only the owner see, rotate or delete a key (another developer gets 404)', async ({
    otherCustomer,
    keys: { create, call, accounts },
  }) => {
    const { apiKey } = (await create({ name: 'mine', scopes: ['accounts:read'] })).json();
    const other = otherCustomer.headers;
    const theirs = (await call('GET', '/api/v1/api-keys', undefined, other)).json().apiKeys;
    expect(theirs.map((key: { id: string }) => key.id)).not.toContain(apiKey.id);
    const rotate = await call('POST', `/api/v1/api-keys/${apiKey.id}/rotate`, { reason: 'x' }, other);
    expect(rotate.statusCode).toBe(404);
    expect(errorOf(rotate).message).toBe('API key not found');
    expect((await call('DELETE', `/api/v1/api-keys/${apiKey.id}`, undefined, other)).statusCode).toBe(404);
    expect((await accounts(apiKey.key)).statusCode).toBe(200);
  });

  it('takes the reason as optional, but wants a JSON body ({} will do)', async ({ keys: { create, call } }) => {
    const { apiKey } = (await create({ name: 'no reason', scopes: ['accounts:read'] })).json();
    const bodiless = await call('POST', `/api/v1/api-keys/${apiKey.id}/rotate`);
    expect(bodiless.statusCode).toBe(400);
    expect(errorOf(bodiless).code).toBe('validation_error');
    expect((await call('POST', `/api/v1/api-keys/${apiKey.id}/rotate`, {})).statusCode).toBe(201);
  });

  it('answers 4xx for malformed and unknown ids', async ({ keys: { call } }) => {
    expect((await call('DELETE', '/api/v1/api-keys/not-a-uuid')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v1/api-keys/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const rotate = await call('POST', '/api/v1/api-keys/00000000-0000-4000-8000-000000000000/rotate', {
      reason: 'x'.repeat(201),
    });
    expect(rotate.statusCode).toBe(400);
  });
});
