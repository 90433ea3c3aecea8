import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { SCHEDULE } from '../../../api/jobs/runner.ts';
import { IDEMPOTENCY_LOCK_SPACE, sweepExpiredKeys } from '../../../api/services/payments/idempotency-store.ts';
import { SCHEDULED_JOBS } from '../../../api/services/payments/job-queue.ts';
import { errorOf } from '../../helpers/identity.ts';
import {
  customer,
  it,
  mtnNumber,
  type PaymentsApp,
  runJobs,
  type SignedIn,
  waitUntilFinal,
} from './payment-harness.ts';

const body = (amount = 1200) => ({ amount, phone: mtnNumber('00'), provider: 'mtn', customer });

function charge(harness: PaymentsApp, who: SignedIn, key: string, payload: Record<string, unknown>) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/mobile-money/charge',
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });
}

async function paymentsOf(harness: PaymentsApp, who: SignedIn): Promise<number> {
  const row = await harness.app
    .db('payments')
    .where({ user_id: who.user.id })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

describe('Idempotency-Key on money-moving POSTs', () => {
  it('replays the stored answer for the same key and body, without a second payment', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    const before = await paymentsOf(harness, alice);
    const first = await charge(harness, alice, key, body());
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Same body, keys in another order: the canonical hash is the same.
    const { customer: who, ...rest } = body();
    const second = await charge(harness, alice, key, { customer: who, ...rest });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(harness, alice)).toBe(before + 1);
  });

  it('refuses the same key with another body (422 idempotency_mismatch)', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    expect((await charge(harness, alice, key, body(1200))).statusCode).toBe(201);
    const other = await charge(harness, alice, key, body(1300));
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).code).toBe('idempotency_mismatch');
  });

  it('keeps keys per caller: another user may use the same key string', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
  }) => {
    const key = randomUUID();
    const mine = await charge(harness, alice, key, body());
    const theirs = await charge(harness, bob, key, body());
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.reference).not.toBe(mine.json().data.reference);
  });

  it('releases the key when the request fails, so a corrected retry works', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    const wrong = await charge(harness, alice, key, { ...body(), phone: '237690000100' });
    expect(wrong.statusCode).toBe(400);
    expect(await harness.app.db('idempotency_keys').where({ key })).toHaveLength(0);
    const fixed = await charge(harness, alice, key, { ...body(), phone: '237690000100', provider: 'orange' });
    expect(fixed.statusCode).toBe(201);
  });

  it('lets a key expire after 24 hours: the same key then names a new payment', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    const first = await charge(harness, alice, key, body(1200));
    expect(first.statusCode).toBe(201);
    await harness.app
      .db('idempotency_keys')
      .where({ key })
      .update({ expires_at: harness.app.db.raw("now() - interval '1 second'") });
    const later = await charge(harness, alice, key, body(1300));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.reference).not.toBe(first.json().data.reference);
    expect(await harness.app.db('idempotency_keys').where({ key })).toHaveLength(1);
  });

  it('has expired keys swept by the hourly runner job, live keys kept', async ({
    listening: harness,
    otherCustomer: bob,
  }) => {
    const keys = Array.from({ length: 7 }, () => randomUUID());
    for (const key of keys) expect((await charge(harness, bob, key, body(1500))).statusCode).toBe(201);
    const expired = keys.slice(0, 5);
    await harness.app
      .db('idempotency_keys')
      .whereIn('key', expired)
      .update({ expires_at: harness.app.db.raw("now() - interval '1 second'") });
    expect(SCHEDULE.map((item) => item.task)).toContain(SCHEDULED_JOBS.sweepIdempotencyKeys);
    // Small chunks, so the sweep has to loop.
    expect(await sweepExpiredKeys(harness.app.store, 2)).toBeGreaterThanOrEqual(5);
    const left = await harness.app.db('idempotency_keys').whereIn('key', keys).pluck('key');
    expect(left.sort()).toEqual(keys.slice(5).sort());

    // The scheduled task itself, through the runner's task list.
    await harness.app
      .db('idempotency_keys')
      .whereIn('key', keys.slice(5))
      .update({ expires_at: harness.app.db.raw("now() - interval '1 second'") });
    await harness.app.db.raw('select graphile_worker.add_job(?)', [SCHEDULED_JOBS.sweepIdempotencyKeys]);
    await runJobs(harness);
    expect(await harness.app.db('idempotency_keys').whereIn('key', keys)).toHaveLength(0);
  });

  it('refuses an over-long key', async ({ listening: harness, customer: alice }) => {
    const response = await charge(harness, alice, 'k'.repeat(256), body());
    expect(response.statusCode).toBe(400);
  });

  it('turns 20 concurrent duplicates into exactly one payment', async ({ listening: harness, otherCustomer: bob }) => {
    const key = randomUUID();
    const before = await paymentsOf(harness, bob);
    const responses = await Promise.all(Array.from({ length: 20 }, () => charge(harness, bob, key, body(4321))));
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((response) => response.json().data.reference)).size).toBe(1);
    for (const response of responses.filter((item) => item.statusCode === 409)) {
      expect(errorOf(response).code).toBe('idempotency_in_progress');
    }
    expect(await paymentsOf(harness, bob)).toBe(before + 1);
    const replay = await charge(harness, bob, key, body(4321));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.reference).toBe(created[0]?.json().data.reference);
  });

  it('answers 409 while another request holds the key, then serves it once that one is done', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    // What a first request holds while its transaction runs: the key's lock.
    const holder = await harness.app.db.transaction();
    try {
      await holder.raw('select pg_advisory_xact_lock(?, hashtext(? || chr(10) || ?))', [
        IDEMPOTENCY_LOCK_SPACE,
        `user:${alice.user.id}`,
        key,
      ]);
      const meanwhile = await charge(harness, alice, key, body());
      expect(meanwhile.statusCode).toBe(409);
      expect(errorOf(meanwhile).code).toBe('idempotency_in_progress');
      expect(meanwhile.headers['retry-after']).toBe('1');
    } finally {
      await holder.rollback();
    }
    expect(await harness.app.db('idempotency_keys').where({ key })).toHaveLength(0);
    const after = await charge(harness, alice, key, body());
    expect(after.statusCode).toBe(201);
    expect(await harness.app.db('idempotency_keys').where({ key }).first()).toMatchObject({
      state: 'completed',
      response_status: 201,
    });
  });

  it('replays a retry instead of starting another attempt', async ({ listening: harness, customer: alice }) => {
    const created = await charge(harness, alice, randomUUID(), { ...body(), phone: mtnNumber('01') });
    const reference = created.json().data.reference as string;
    await runJobs(harness);
    await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) });
    const key = randomUUID();
    const retry = () =>
      harness.app.inject({
        method: 'POST',
        url: `/api/v1/payments/retry/${reference}`,
        headers: { ...alice.headers, 'idempotency-key': key },
      });
    const first = await retry();
    expect(first.statusCode, first.body).toBe(200);
    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ data: { reference, livemode: false, status: 'pending', attempt: 2 } });
    const stored = await harness.app.db('idempotency_keys').where({ key }).first();
    expect(stored).toMatchObject({ state: 'completed', response_status: 200 });
  });

  it('also guards retries and transfers', async ({ listening: harness, customer: alice }) => {
    const key = randomUUID();
    const transfer = {
      amount: 2000,
      bankAccount: '10005000123456789',
      bankCode: 'AFRILAND_CM',
      mobilePhone: mtnNumber('00'),
      mobileProvider: 'MTN_CM',
      customer,
    };
    const send = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/v1/gimac/bank-to-mobile',
        headers: { ...alice.headers, 'idempotency-key': key },
        payload: transfer,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.transaction_id).toBe(first.json().data.transaction_id);
  });
});
