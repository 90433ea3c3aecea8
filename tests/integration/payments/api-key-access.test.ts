import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { insertApiKey, insertUser } from '../../helpers/rows.ts';
import { customer, mtnNumber, it as paymentsTest, runJobs, waitUntilFinal } from './payment-harness.ts';

/**
 * The docs show developers charging with their API key (`Bearer ob_test_…`, scope
 * mobile_money:write): the payment routes take a key as well as a session, and the key
 * acts as its owner with every key check (scope, active owner, limits) applied.
 */
const it = paymentsTest.extend('ownerId', { scope: 'file' }, async ({ listening }) => insertUser(listening.app.db));

const withKey = (key: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...extra });
const charge = { amount: 2500, phone: mtnNumber('00'), provider: 'mtn', customer };

describe('payments with a developer API key', () => {
  it("charges as the key's owner, replays by Idempotency-Key, and lists the payment", async ({
    listening: harness,
    ownerId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, ownerId, {
      scopes: ['mobile_money:write', 'transactions:read'],
    });
    const idempotencyKey = randomUUID();
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: withKey(key, { 'idempotency-key': idempotencyKey }),
      payload: charge,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['x-ratelimit-limit']).toBeDefined();
    const reference: string = created.json().data.reference;
    const row = await harness.app.db('payments').where({ reference }).first('user_id');
    expect(row.user_id).toBe(ownerId);

    const replay = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: withKey(key, { 'idempotency-key': idempotencyKey }),
      payload: charge,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(created.json());

    const settled = await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) });
    expect(settled.status).toBe('success');

    const listed = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/mobile-money/payments',
      headers: withKey(key),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((payment: { reference: string }) => payment.reference)).toContain(reference);
  });

  it('refuses a key without the route scope (403) and an unknown key (401)', async ({
    listening: harness,
    ownerId,
  }) => {
    const { key } = await insertApiKey(harness.app.db, ownerId, { scopes: ['accounts:read'] });
    const noScope = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: withKey(key),
      payload: charge,
    });
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json().error.code).toBe('forbidden');

    const transfer = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/gimac/bank-to-mobile',
      headers: withKey(key),
      payload: {},
    });
    expect(transfer.statusCode).toBe(403);

    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/transactions',
      headers: withKey(`ob_test_${'x'.repeat(40)}`),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('unauthorized');
  });

  it("stops working when the owner's account is deactivated", async ({ listening: harness }) => {
    const userId = await insertUser(harness.app.db);
    const { key } = await insertApiKey(harness.app.db, userId, { scopes: ['transactions:read'] });
    const before = await harness.app.inject({ method: 'GET', url: '/api/v1/transactions', headers: withKey(key) });
    expect(before.statusCode).toBe(200);
    await harness.app.db('users').where({ id: userId }).update({ is_active: false });
    const after = await harness.app.inject({ method: 'GET', url: '/api/v1/transactions', headers: withKey(key) });
    expect(after.statusCode).toBe(401);
  });
});
