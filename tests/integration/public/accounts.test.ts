import { describe, expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { joinApprovedInstitution } from '../../helpers/institution-rows.ts';
import { insertApiKey, insertInstitution, insertUser } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Amina (two accounts, one key) and Paul (one account), written straight to the database. */
const it = test
  .extend('amina', { scope: 'file' }, async ({ db }) => insertUser(db, { firstName: 'Amina', lastName: 'Nkono' }))
  .extend('paul', { scope: 'file' }, async ({ db }) => insertUser(db, { firstName: 'Paul', lastName: 'Etoa' }))
  .extend('bankAccounts', { scope: 'file', auto: true }, async ({ db, amina, paul }) => {
    const afriland = await insertInstitution(db, {
      code: 'CM-AFRILAND',
      name: 'Afriland First Bank',
      approved: true,
      active: true,
    });
    await db('accounts').insert([
      {
        user_id: amina,
        institution_id: afriland,
        account_number: '10005000010123456780142',
        account_type: 'checking',
        created_at: db.raw(`now() - interval '2 days'`),
      },
      { user_id: amina, account_number: '10005000010123456781239', account_type: 'savings', status: 'frozen' },
      { user_id: paul, institution_id: afriland, account_number: '10005000010999999990011', account_type: 'business' },
    ]);
    return true;
  })
  .extend('aminaKey', { scope: 'file' }, async ({ db, amina }) =>
    insertApiKey(db, amina, { scopes: ['accounts:read', 'transactions:read'] }),
  );

const list = (harness: TestApp, authorization?: string, remoteAddress = '127.0.0.1') =>
  harness.app.inject({
    method: 'GET',
    url: '/api/v1/accounts',
    headers: authorization ? { authorization } : {},
    remoteAddress,
  });

/**
 * A key-only route (one account), for what the key guard answers on its own: the list above also
 * takes the signed-in dashboard's session, so a call without a key is asked to sign in there.
 */
const readOne = (harness: TestApp, authorization?: string) =>
  harness.app.inject({
    method: 'GET',
    url: '/api/v1/accounts/00000000-0000-4000-8000-000000000000',
    headers: authorization ? { authorization } : {},
  });

function expectError(response: Awaited<ReturnType<typeof list>>, status: number, code: string, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toMatchObject({ code, message });
}

describe('GET /api/v1/accounts', () => {
  it("lists only the key owner's accounts, oldest first", async ({ harness, aminaKey }) => {
    const response = await list(harness, `Bearer ${aminaKey.key}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.any(String),
      accountNumber: '10005000010123456780142',
      accountType: 'checking',
      balance: '0',
      currency: 'XAF',
      status: 'active',
      bankName: 'Afriland First Bank',
      accountHolder: 'Amina Nkono',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // An account held by no institution is held by the platform.
    expect(data[1]).toMatchObject({ accountType: 'savings', status: 'frozen', bankName: 'CEMAC Open Banking' });
    expect(data.map((account: { accountNumber: string }) => account.accountNumber)).not.toContain(
      '10005000010999999990011',
    );
  });

  it('answers an empty list for a customer without accounts', async ({ harness, db }) => {
    const nobody = await insertUser(db);
    const { key } = await insertApiKey(db, nobody);
    const response = await list(harness, `Bearer ${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('counts each accepted call on the key', async ({ harness, db, amina }) => {
    const { id, key } = await insertApiKey(db, amina);
    await list(harness, `Bearer ${key}`);
    await list(harness, `Bearer ${key}`);
    // Usage is written behind the request path, once a second: write it now.
    expect((await db('api_keys').where({ id }).first('usage_count')).usage_count).toBe('0');
    await harness.app.keyUses.flush();
    const row = await db('api_keys').where({ id }).first('usage_count', 'last_used_at');
    expect(Number(row.usage_count)).toBe(2);
    expect(row.last_used_at).toBeInstanceOf(Date);
  });
});

describe('API key authentication', () => {
  it('asks for a key when none is sent, with a Bearer challenge', async ({ harness }) => {
    const response = await readOne(harness);
    expectError(response, 401, 'unauthorized', 'API key required');
    expect(response.headers['www-authenticate']).toContain('Bearer');
    // The list is the dashboard's too: without a key or a session it is refused all the same.
    expect((await list(harness)).statusCode).toBe(401);
  });

  it('leaves session tokens and other schemes to their own plugin (not an API key)', async ({ harness }) => {
    expectError(
      await readOne(harness, 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.signature'),
      401,
      'unauthorized',
      'API key required',
    );
    expectError(
      await readOne(harness, `Basic ${Buffer.from('a:b').toString('base64')}`),
      401,
      'unauthorized',
      'API key required',
    );
  });

  it('rejects malformed, unknown, revoked and expired keys as invalid', async ({ harness, db, amina }) => {
    expectError(await list(harness, 'Bearer ob_test_short'), 401, 'unauthorized', 'Invalid API key');
    expectError(await list(harness, `Bearer ob_prod_${'a'.repeat(32)}`), 401, 'unauthorized', 'Invalid API key');
    expectError(await list(harness, `Bearer ob_test_${'a'.repeat(32)}`), 401, 'unauthorized', 'Invalid API key');
    const revoked = await insertApiKey(db, amina, { isActive: false });
    expectError(await list(harness, `Bearer ${revoked.key}`), 401, 'unauthorized', 'Invalid API key');
    const expired = await insertApiKey(db, amina, { expiresIn: '-1 minute' });
    expectError(await list(harness, `Bearer ${expired.key}`), 401, 'unauthorized', 'Invalid API key');
  });

  it('keeps a rotated key working during its grace period', async ({ harness, db, amina }) => {
    const rotated = await insertApiKey(db, amina, { expiresIn: '7 days' });
    expect((await list(harness, `Bearer ${rotated.key}`)).statusCode).toBe(200);
  });

  it('accepts production keys too, while their owner belongs to an approved institution', async ({
    harness,
    db,
    amina,
  }) => {
    const live = await insertApiKey(db, amina, { environment: 'production' });
    expect(live.key).toMatch(/^ob_live_[A-Za-z0-9]{32}$/);
    expectError(await list(harness, `Bearer ${live.key}`), 401, 'unauthorized', 'Invalid API key');
    await joinApprovedInstitution(db, amina);
    harness.app.apiKeyCredentials.clear();
    expect((await list(harness, `Bearer ${live.key}`)).statusCode).toBe(200);
  });

  it('refuses a key without the accounts:read scope with 403', async ({ harness, db, amina }) => {
    const paymentsOnly = await insertApiKey(db, amina, { scopes: ['payments:initiate'] });
    expectError(
      await list(harness, `Bearer ${paymentsOnly.key}`),
      403,
      'forbidden',
      'This API key lacks the accounts:read scope',
    );
  });

  it('enforces the IP allow-list (addresses and CIDR blocks, IPv4 and IPv6)', async ({ harness, db, amina }) => {
    const restricted = await insertApiKey(db, amina, { ipWhitelist: ['41.202.0.0/16', '2c0f:f5c0::/32', '10.0.0.7'] });
    const bearer = `Bearer ${restricted.key}`;
    expect((await list(harness, bearer, '41.202.219.5')).statusCode).toBe(200);
    expect((await list(harness, bearer, '10.0.0.7')).statusCode).toBe(200);
    expect((await list(harness, bearer, '::ffff:41.202.1.1')).statusCode).toBe(200);
    expect((await list(harness, bearer, '2c0f:f5c0:1::9')).statusCode).toBe(200);
    expectError(
      await list(harness, bearer, '41.203.0.1'),
      403,
      'forbidden',
      'This API key may not be used from your IP address',
    );
    expectError(
      await list(harness, bearer, '2001:db8::1'),
      403,
      'forbidden',
      'This API key may not be used from your IP address',
    );
    // A refused call does not count as usage.
    await harness.app.keyUses.flush();
    const row = await db('api_keys').where({ id: restricted.id }).first('usage_count');
    expect(Number(row.usage_count)).toBe(4);
  });

  it('stores only a SHA-256 of the key, never the key itself', async ({ db, aminaKey }) => {
    const rows = await db('api_keys').where({ id: aminaKey.id }).select('*');
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(aminaKey.key);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key_prefix).toBe(aminaKey.key.slice(0, 12));
  });

  it('never writes the key to the logs', async ({ harness, aminaKey }) => {
    await list(harness, `Bearer ${aminaKey.key}`);
    expect(JSON.stringify(harness.logs())).not.toContain(aminaKey.key);
  });
});
