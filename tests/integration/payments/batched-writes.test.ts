import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { IdempotencyClaim } from '../../../api/repositories/idempotency-keys-repository.ts';
import type { PaymentRow } from '../../../api/repositories/payments-repository.ts';
import { createSession, findActiveSession, revokeSession } from '../../../api/services/identity/sessions.ts';
import { createPayment, type NewPayment } from '../../../api/services/payments/create-payment.ts';
import { type IdempotentAnswer, requestHash, StoredAnswer } from '../../../api/services/payments/idempotency-store.ts';
import { customer, it, mtnNumber, type PaymentsApp } from './payment-harness.ts';

/**
 * Charges and session lookups made at the same moment share one statement (call-batcher.ts).
 * These calls are made in one turn of the event loop, so they are sent as one batch: what one
 * request of a batch does must not change what another one gets.
 */

const newPayment = (userId: string, amount: number): NewPayment => ({
  userId,
  livemode: false,
  serverLivemode: false,
  type: 'mobile_money',
  provider: 'mtn',
  amount,
  customer: { name: customer.name, phone: mtnNumber('00') },
  details: { kind: 'mobile_money_charge' },
});

function keyed(userId: string, key: string, amount: number): IdempotentAnswer<PaymentRow> {
  const claim: IdempotencyClaim = {
    owner: `user:${userId}`,
    key,
    method: 'POST',
    path: '/api/v1/mobile-money/charge',
    hash: requestHash('POST', '/api/v1/mobile-money/charge', { amount }),
  };
  return { claim, status: 201, body: (row) => ({ data: { reference: row.reference } }) };
}

const paymentsWithIds = (harness: PaymentsApp, ids: string[]) =>
  harness.app.db('payments').whereIn('id', ids).select('id', 'user_id');

describe('charges written together', () => {
  it('creates every payment of a batch with its attempt, history line, event and job', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
  }) => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createPayment(harness.app.store, newPayment(index % 2 ? alice.user.id : bob.user.id, 1000 + index)),
      ),
    );
    const ids = made.map((row) => row.id);
    expect(new Set(ids).size).toBe(12);
    expect(await paymentsWithIds(harness, ids)).toHaveLength(12);
    const counts = await harness.app.db.raw(
      `select (select count(*) from payment_attempts where payment_id = any(?::uuid[]))::int as attempts,
              (select count(*) from payment_status_history where payment_id = any(?::uuid[]))::int as history,
              (select count(*) from payment_events where payment_id = any(?::uuid[]))::int as events,
              (select count(*) from graphile_worker._private_jobs j
                 join payment_attempts a on a.id = (j.payload->>'attemptId')::uuid
                where a.payment_id = any(?::uuid[]))::int as jobs`,
      [ids, ids, ids, ids],
    );
    expect(counts.rows[0]).toEqual({ attempts: 12, history: 12, events: 12, jobs: 12 });
  });

  it('fails only the payment the database refuses; the others of its batch are created', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
  }) => {
    const unknownUser = randomUUID();
    const outcomes = await Promise.allSettled([
      createPayment(harness.app.store, newPayment(alice.user.id, 2001)),
      createPayment(harness.app.store, newPayment(unknownUser, 2002)),
      createPayment(harness.app.store, newPayment(bob.user.id, 2003)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const created = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id] : []));
    expect(await paymentsWithIds(harness, created)).toHaveLength(2);
    expect(await harness.app.db('payments').where({ user_id: unknownUser })).toHaveLength(0);
  });

  it('answers a key used twice in one batch as if the second came after the first', async ({
    listening: harness,
    customer: alice,
  }) => {
    const key = randomUUID();
    const outcomes = await Promise.allSettled([
      createPayment(harness.app.store, newPayment(alice.user.id, 3000), keyed(alice.user.id, key, 3000)),
      createPayment(harness.app.store, newPayment(alice.user.id, 3000), keyed(alice.user.id, key, 3000)),
      createPayment(harness.app.store, newPayment(alice.user.id, 3001), keyed(alice.user.id, key, 3001)),
    ]);
    const [first, replay, mismatch] = outcomes;
    expect(first?.status).toBe('fulfilled');
    const reference = first?.status === 'fulfilled' ? first.value.reference : '';
    expect(replay?.status === 'rejected' && replay.reason).toBeInstanceOf(StoredAnswer);
    expect(replay?.status === 'rejected' && (replay.reason as StoredAnswer).body).toEqual({ data: { reference } });
    expect(mismatch?.status === 'rejected' && (mismatch.reason as { code?: string }).code).toBe('idempotency_mismatch');
    expect(await harness.app.db('payments').where({ user_id: alice.user.id, amount: 3000 })).toHaveLength(1);
  });

  it('lets the same key string of two callers each create its payment in one batch', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
  }) => {
    const key = randomUUID();
    const made = await Promise.all([
      createPayment(harness.app.store, newPayment(alice.user.id, 4000), keyed(alice.user.id, key, 4000)),
      createPayment(harness.app.store, newPayment(bob.user.id, 4000), keyed(bob.user.id, key, 4000)),
    ]);
    expect(
      await paymentsWithIds(
        harness,
        made.map((row) => row.id),
      ),
    ).toHaveLength(2);
  });
});

describe('session lookups made together', () => {
  it('answers each session for itself: a revoked or unknown one is null beside live ones', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
  }) => {
    const session = () =>
      createSession(harness.app.store, { userId: alice.user.id, ttlSeconds: 600, ipAddress: null, userAgent: null });
    const [live, revoked, other] = await Promise.all([
      session(),
      session(),
      createSession(harness.app.store, { userId: bob.user.id, ttlSeconds: 600, ipAddress: null, userAgent: null }),
    ]);
    await revokeSession(harness.app.store, revoked.id);
    const found = await Promise.all([
      findActiveSession(harness.app.store, live.id),
      findActiveSession(harness.app.store, revoked.id),
      findActiveSession(harness.app.store, randomUUID()),
      findActiveSession(harness.app.store, other.id),
      findActiveSession(harness.app.store, live.id.toUpperCase()),
    ]);
    expect(found.map((entry) => entry?.user.id ?? null)).toEqual([
      alice.user.id,
      null,
      null,
      bob.user.id,
      alice.user.id,
    ]);
    expect(found[0]?.id).toBe(live.id);
  });
});
