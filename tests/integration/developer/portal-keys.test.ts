import { describe, expect } from 'vitest';
import { MAX_ACTIVE_KEYS_PER_DEVELOPER } from '../../../api/services/api-keys/key-cap.ts';
import { test } from '../../helpers/fixtures.ts';
import { createUser, signInAs } from '../../helpers/identity.ts';

/** The portal's calls as the file's signed-in developer (the `customer` fixture). */
const it = test.extend('portal', { scope: 'file' }, async ({ harness, customer: developer }) => {
  const auth = (value = developer.token) => ({ authorization: `Bearer ${value}` });
  const create = (payload: unknown, headers: Record<string, string> = auth(), remoteAddress = '127.0.0.1') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/developer/api-keys',
      payload: payload as object,
      headers,
      remoteAddress,
    });
  return { auth, create };
});

const PORTAL = ['read:accounts', 'read:transactions', 'write:payments'];

describe('POST /api/developer/api-keys', () => {
  it('needs a signed-in developer', async ({ portal: { create } }) => {
    const response = await create({ name: 'x', permissions: PORTAL }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('refuses a blank name with the spec message', async ({ portal: { create } }) => {
    const response = await create({ name: '   ', permissions: PORTAL });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toMatchObject([
      { path: 'name', message: 'Please enter a name for your API key' },
    ]);
  });

  it('refuses unknown permissions, no permissions and a missing body', async ({ portal: { create } }) => {
    expect((await create({ name: 'x', permissions: ['admin:all'] })).statusCode).toBe(400);
    expect((await create({ name: 'x', permissions: [] })).statusCode).toBe(400);
    expect((await create(undefined)).statusCode).toBe(400);
    expect((await create({ name: 'x'.repeat(101), permissions: PORTAL })).json().error.details[0].path).toBe('name');
  });

  it('creates a sandbox key shown once, stores only its hash, and the key works at once', async ({
    harness,
    portal: { auth, create },
  }) => {
    const response = await create({ name: '  Mobile app  ', permissions: PORTAL });
    expect(response.statusCode).toBe(201);
    const { apiKey } = response.json();
    expect(apiKey.key).toMatch(/^ob_test_[A-Za-z0-9]{32}$/);
    expect(apiKey).toMatchObject({ name: 'Mobile app', environment: 'sandbox', isActive: true, usageCount: 0 });
    expect(apiKey.keyPrefix).toBe(apiKey.key.slice(0, 12));
    expect(apiKey.scopes.sort()).toEqual([
      'accounts:read',
      'mobile_money:write',
      'payments:initiate',
      'transactions:read',
    ]);

    const stored = await harness.app.db('api_keys').where({ id: apiKey.id }).first();
    expect(JSON.stringify(stored)).not.toContain(apiKey.key);

    const accounts = await harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: auth(apiKey.key) });
    expect(accounts.statusCode).toBe(200);
  });

  it('grants only the scopes of the permissions asked for', async ({ harness, portal: { auth, create } }) => {
    const { apiKey } = (await create({ name: 'Read only', permissions: ['read:transactions'] })).json();
    expect(apiKey.scopes).toEqual(['transactions:read']);
    const accounts = await harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: auth(apiKey.key) });
    expect(accounts.statusCode).toBe(403);
  });

  it(`stops at ${MAX_ACTIVE_KEYS_PER_DEVELOPER} active keys`, async ({ harness, portal: { auth, create } }) => {
    const busy = await createUser(harness);
    const busyToken = await signInAs(harness, busy);
    const results = await Promise.all(
      Array.from({ length: MAX_ACTIVE_KEYS_PER_DEVELOPER + 3 }, (_, index) =>
        // Each from its own address, so the per-address creation limit does not interfere.
        create({ name: `key ${index}`, permissions: ['read:accounts'] }, auth(busyToken), `10.20.30.${index}`),
      ),
    );
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ACTIVE_KEYS_PER_DEVELOPER);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
  });
});

describe('GET /api/developer/profile', () => {
  it('needs a signed-in developer', async ({ harness }) => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/developer/profile' })).statusCode).toBe(401);
  });

  it("lists the developer's own keys, newest first, never the full key", async ({
    harness,
    portal: { auth, create },
  }) => {
    const other = await createUser(harness);
    await create({ name: 'Not mine', permissions: PORTAL }, auth(await signInAs(harness, other)));
    const response = await harness.app.inject({ method: 'GET', url: '/api/developer/profile', headers: auth() });
    expect(response.statusCode).toBe(200);
    const { apiKeys } = response.json();
    expect(apiKeys.map((key: { name: string }) => key.name)).not.toContain('Not mine');
    expect(apiKeys[0].name).toBe('Read only');
    for (const key of apiKeys) {
      expect(key).not.toHaveProperty('key');
      expect(key.keyPrefix).toMatch(/^ob_test_/);
    }
  });
});
