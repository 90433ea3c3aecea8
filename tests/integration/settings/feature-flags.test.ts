import { describe, expect } from 'vitest';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { type SignedInUser, test } from '../../helpers/fixtures.ts';
import { createUser, errorOf, login } from '../../helpers/identity.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { mtnNumber, orangeNumber, PAYMENTS_APP_OPTIONS, customer as payer } from '../payments/payment-harness.ts';

const it = test.extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS);

type Flag = 'mobile_money_payments' | 'interbank_transfers' | 'api_rate_limiting' | 'webhook_notifications';

/** Changes settings the way staff do: PUT as admin. */
async function setSettings(harness: TestApp, admin: SignedInUser, category: string, values: Record<string, unknown>) {
  const response = await harness.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/category/${category}`,
    headers: admin.headers,
    payload: values,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const setFlag = (harness: TestApp, admin: SignedInUser, flag: Flag, on: boolean) =>
  setSettings(harness, admin, 'feature_flags', { [flag]: on });

const post = (harness: TestApp, url: string, who: SignedInUser, payload: Record<string, unknown>, key?: string) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const charge = { amount: 1000, phone: mtnNumber('00'), provider: 'mtn', customer: payer };
const bankToMobile = {
  amount: 5000,
  bankAccount: '10005000123456789',
  bankCode: 'AFRILAND_CM',
  mobilePhone: orangeNumber('00'),
  mobileProvider: 'ORANGE_CM',
  customer: payer,
  narration: 'Rent',
};
const walletToWallet = {
  amount: 700,
  senderPhone: mtnNumber('00'),
  senderOperator: 'MTN_CM',
  receiverPhone: '24166123400',
  receiverOperator: 'AIRTEL_GA',
  customer: payer,
};
const staffPayment = (type: 'mobile_money' | 'interbank') => ({
  amount: 3000,
  currency: 'XAF',
  type,
  customer: { name: 'Paul Mbarga', phone: orangeNumber('00') },
});

function expectPaused(response: Awaited<ReturnType<typeof post>>, reason: string, message: string) {
  expect(response.statusCode, response.body).toBe(503);
  expect(errorOf(response)).toMatchObject({ code: 'service_unavailable', reason, message });
}

async function features(harness: TestApp) {
  const response = await harness.app.inject({ method: 'GET', url: '/api/v1/features' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
  return response.json();
}

describe('mobile_money_payments', () => {
  it('off: charges and staff mobile money payments answer 503, GIMAC still works; on again: charges work', async ({
    harness,
    admin,
    customer,
    ops,
  }) => {
    await setFlag(harness, admin, 'mobile_money_payments', false);
    try {
      expect(await features(harness)).toEqual({
        mobileMoneyPayments: false,
        interbankTransfers: true,
        advancedAnalytics: false,
        maintenanceMode: false,
        minimumAmounts: { mobileMoney: 100, bankToMobile: 1000 },
      });
      const refused = await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'paused-charge-1');
      expectPaused(refused, 'mobile_money_paused', 'Mobile money payments are paused');
      expectPaused(
        await post(harness, '/api/v1/payments/process', ops, staffPayment('mobile_money')),
        'mobile_money_paused',
        'Mobile money payments are paused',
      );
      expect((await post(harness, '/api/v1/payments/process', ops, staffPayment('interbank'))).statusCode).toBe(201);
      expect((await post(harness, '/api/v1/gimac/bank-to-mobile', customer, bankToMobile)).statusCode).toBe(201);
      expect(await harness.app.db('payments').where({ type: 'mobile_money' }).count({ n: '*' })).toEqual([{ n: '0' }]);
    } finally {
      await setFlag(harness, admin, 'mobile_money_payments', true);
    }
    expect((await features(harness)).mobileMoneyPayments).toBe(true);
    // The refused call stored no idempotent answer: the same key now charges.
    const resumed = await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'paused-charge-1');
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect((await post(harness, '/api/v1/payments/process', ops, staffPayment('mobile_money'))).statusCode).toBe(201);
  });
});

describe('interbank_transfers', () => {
  it('off: both GIMAC transfers and staff interbank payments answer 503, mobile money still works', async ({
    harness,
    admin,
    customer,
    ops,
  }) => {
    await setFlag(harness, admin, 'interbank_transfers', false);
    try {
      expect((await features(harness)).interbankTransfers).toBe(false);
      const paused = ['interbank_paused', 'Interbank transfers are paused'] as const;
      expectPaused(await post(harness, '/api/v1/gimac/bank-to-mobile', customer, bankToMobile), ...paused);
      expectPaused(await post(harness, '/api/v1/gimac/wallet-to-wallet', customer, walletToWallet), ...paused);
      expectPaused(await post(harness, '/api/v1/payments/process', ops, staffPayment('interbank')), ...paused);
      expect((await post(harness, '/api/v1/mobile-money/charge', customer, charge)).statusCode).toBe(201);
    } finally {
      await setFlag(harness, admin, 'interbank_transfers', true);
    }
    expect((await post(harness, '/api/v1/gimac/wallet-to-wallet', customer, walletToWallet)).statusCode).toBe(201);
  });
});

describe('api_rate_limiting', () => {
  it('off: a key past its hourly limit is not refused; the sign-in throttle still applies', async ({
    harness,
    admin,
    customer,
  }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, {
      scopes: ['accounts:read'],
      rateLimitPerHour: 2,
      rateLimitPerDay: 100,
    });
    const call = () =>
      harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: { authorization: `Bearer ${key}` } });
    expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([200, 200, 429]);

    await setFlag(harness, admin, 'api_rate_limiting', false);
    try {
      const statuses = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await call()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);

      // Sign-in throttling is not a per-key limit: the fourth try after three failures waits.
      const user = await createUser(harness);
      const wrong = { email: user.email, password: 'Wrong-Horse-42' };
      for (let index = 0; index < 3; index += 1) {
        expect((await login(harness, wrong, { remoteAddress: `10.61.0.${index + 1}` })).statusCode).toBe(401);
      }
      const throttled = await login(
        harness,
        { email: user.email, password: user.password },
        { remoteAddress: '10.61.0.9' },
      );
      expect(throttled.statusCode).toBe(429);
    } finally {
      await setFlag(harness, admin, 'api_rate_limiting', true);
    }
    expect((await call()).statusCode).toBe(429);
  });
});

describe('webhook_notifications', () => {
  it('off: events stay undispatched and due deliveries are held (no attempt, no failure); on: they are sent', async ({
    harness,
    admin,
    customer,
  }) => {
    const receiver = await startRecordingServer({
      '/hook': (_request, response) => {
        response.statusCode = 200;
        response.end('ok');
      },
    });
    try {
      const created = await post(harness, '/api/v1/webhooks', customer, {
        url: `${receiver.origin}/hook`,
        events: ['payment.created'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const endpointId = created.json().webhook.id as string;
      const ctx = harness.app.paymentJobs;
      // Events of this file's earlier payments go out first, so the held ones below are the only ones.
      await dispatchWebhookEvents(harness.app.webhooks);
      await runDuePaymentJobs(ctx, harness.databaseUrl);
      const before = receiver.requests.length;

      await setFlag(harness, admin, 'webhook_notifications', false);
      let deliveryId: string;
      try {
        // A payment event recorded while held is not dispatched.
        expect((await post(harness, '/api/v1/mobile-money/charge', customer, charge)).statusCode).toBe(201);
        expect(await dispatchWebhookEvents(harness.app.webhooks)).toBe(0);
        expect(await harness.app.db('payment_events').whereNull('dispatched_at').count({ n: '*' })).toEqual([
          { n: '1' },
        ]);
        // A delivery already due (a test event) is held: its job comes back later, nothing is sent or written.
        const tested = await harness.app.inject({
          method: 'POST',
          url: `/api/v1/webhooks/${endpointId}/test`,
          headers: customer.headers,
        });
        expect(tested.statusCode, tested.body).toBe(202);
        deliveryId = tested.json().delivery.id;
        await runDuePaymentJobs(ctx, harness.databaseUrl);
        expect(receiver.requests).toHaveLength(before);
        const held = await harness.app.db('webhook_deliveries').where({ id: deliveryId }).first();
        expect(held).toMatchObject({ status: 'pending', attempted_at: null, status_code: null });
        const endpoint = await harness.app.db('webhook_endpoints').where({ id: endpointId }).first();
        expect(endpoint.failing_since).toBeNull();
        const [job] = await harness.app.db
          .raw(`select run_at from graphile_worker._private_jobs where key = ?`, [`webhook-delivery:${deliveryId}`])
          .then((result: { rows: { run_at: Date }[] }) => result.rows);
        expect(job?.run_at.getTime()).toBeGreaterThan(Date.now());
      } finally {
        await setFlag(harness, admin, 'webhook_notifications', true);
      }

      // Back on: the held event is dispatched and, once its recheck time comes, the held delivery is sent.
      expect(await dispatchWebhookEvents(harness.app.webhooks)).toBe(1);
      await harness.app.db.raw(
        `update graphile_worker._private_jobs set run_at = now() where key like 'webhook-delivery:%'`,
      );
      await runDuePaymentJobs(ctx, harness.databaseUrl);
      expect(receiver.requests.length - before).toBe(2);
      const sent = await harness.app.db('webhook_deliveries').where({ id: deliveryId }).first();
      expect(sent.status).toBe('succeeded');
    } finally {
      await receiver.close();
    }
  });
});

describe('maintenance_mode', () => {
  it('on: every new payment answers 503 maintenance_mode, reads still answer; off: the same key charges', async ({
    harness,
    admin,
    customer,
    ops,
  }) => {
    await setSettings(harness, admin, 'general', { maintenance_mode: true });
    try {
      expect((await features(harness)).maintenanceMode).toBe(true);
      const message = 'New payments are paused for maintenance';
      expectPaused(
        await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'maint-1'),
        'maintenance_mode',
        message,
      );
      expectPaused(
        await post(harness, '/api/v1/gimac/bank-to-mobile', customer, bankToMobile),
        'maintenance_mode',
        message,
      );
      expectPaused(
        await post(harness, '/api/v1/gimac/wallet-to-wallet', customer, walletToWallet),
        'maintenance_mode',
        message,
      );
      for (const type of ['mobile_money', 'interbank'] as const) {
        expectPaused(
          await post(harness, '/api/v1/payments/process', ops, staffPayment(type)),
          'maintenance_mode',
          message,
        );
      }
      const list = await harness.app.inject({ method: 'GET', url: '/api/v1/transactions', headers: ops.headers });
      expect(list.statusCode).toBe(200);
    } finally {
      await setSettings(harness, admin, 'general', { maintenance_mode: false });
    }
    expect((await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'maint-1')).statusCode).toBe(201);
  });
});

describe('minimum amounts', () => {
  it('follow payments.*_min_amount on every payment route, with the schema minimum’s own answer', async ({
    harness,
    admin,
    customer,
    ops,
  }) => {
    await setSettings(harness, admin, 'payments', { mobile_money_min_amount: 2000, bank_to_mobile_min_amount: 10_000 });
    try {
      expect((await features(harness)).minimumAmounts).toEqual({ mobileMoney: 2000, bankToMobile: 10_000 });
      const tooSmall = (response: Awaited<ReturnType<typeof post>>, limit: number) => {
        expect(response.statusCode, response.body).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'validation_error',
          reason: 'field_too_small',
          details: [{ path: 'amount', reason: 'field_too_small', params: { field: 'amount', limit } }],
        });
      };
      tooSmall(await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'min-1'), 2000);
      tooSmall(await post(harness, '/api/v1/gimac/bank-to-mobile', customer, bankToMobile), 10_000);
      tooSmall(await post(harness, '/api/v1/gimac/wallet-to-wallet', customer, walletToWallet), 2000);
      tooSmall(
        await post(harness, '/api/v1/payments/process', ops, { ...staffPayment('interbank'), amount: 1500 }),
        2000,
      );
      const atMinimum = await post(harness, '/api/v1/mobile-money/charge', customer, { ...charge, amount: 2000 });
      expect(atMinimum.statusCode, atMinimum.body).toBe(201);
    } finally {
      await setSettings(harness, admin, 'payments', { mobile_money_min_amount: 100, bank_to_mobile_min_amount: 1000 });
    }
    // Lowered below the old schema floor: 50 XAF is a payment now.
    await setSettings(harness, admin, 'payments', { mobile_money_min_amount: 50 });
    try {
      const small = await post(harness, '/api/v1/mobile-money/charge', customer, { ...charge, amount: 50 });
      expect(small.statusCode, small.body).toBe(201);
    } finally {
      await setSettings(harness, admin, 'payments', { mobile_money_min_amount: 100 });
    }
    // The refused call kept nothing: the same key charges once the amount is allowed.
    expect((await post(harness, '/api/v1/mobile-money/charge', customer, charge, 'min-1')).statusCode).toBe(201);
  });
});
