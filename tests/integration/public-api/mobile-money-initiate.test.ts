import { describe, expect } from 'vitest';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { setFeatureFlag } from '../../helpers/feature-flags.ts';
import { test } from '../../helpers/fixtures.ts';
import { bearer, errorOf } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import {
  ledgerOf,
  mtnNumber,
  orangeNumber,
  PAYMENTS_APP_OPTIONS,
  waitUntilFinal,
} from '../payments/payment-harness.ts';
import { clientCredentialsToken } from './client-token.ts';

/**
 * POST /api/v1/mobile-money/initiate on the payments
 * engine: the sandbox MTN and Orange simulators over real HTTP, the real ledger and job queue.
 */
const it = test
  .extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS)
  .extend('apiKeyScopes', { scope: 'file' }, ['payments:initiate']);

const request = (phoneNumber: string, provider = 'MTN_MOMO', amount = 15000) => ({
  amount,
  currency: 'XAF',
  phoneNumber,
  provider,
  description: 'Order 58231',
});

describe('POST /api/v1/mobile-money/initiate', () => {
  it('creates a pending payment with its USSD code and English instructions, which settles on the ledger', async ({
    listening,
    apiKey,
  }) => {
    const response = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/initiate',
      headers: apiKey.headers,
      payload: request(mtnNumber('00')),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'pending',
      ussdCode: '*126#',
      amount: 15000,
      currency: 'XAF',
      provider: 'MTN_MOMO',
      phoneNumber: mtnNumber('00'),
    });
    expect(body.reference).toMatch(/^PAY-\d{8}-[A-Z0-9]{10}$/);
    expect(body.instructions).toContain('*126#');
    expect(body.instructions).toContain('15 000 XAF');
    expect(body.instructions).toMatch(/Mobile Money PIN/);
    const row = await listening.app.db('payments').where({ id: body.transactionId }).first();
    expect(row).toMatchObject({
      reference: body.reference,
      user_id: apiKey.ownerId,
      type: 'mobile_money',
      provider: 'mtn',
      narration: 'Order 58231',
    });
    const final = await waitUntilFinal(listening, body.reference, {
      drive: () => runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl),
    });
    expect(final.status).toBe('success');
    const postings = await ledgerOf(listening, body.reference);
    expect(postings.reduce((sum, posting) => sum + Number(posting.amount), 0)).toBe(0);
    expect(postings.map((posting) => posting.code)).toContain(`customer:${apiKey.ownerId}`);
  });

  it('speaks French when Accept-Language prefers it, with Orange Money’s #150#', async ({ listening, apiKey }) => {
    const response = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/initiate',
      headers: { ...apiKey.headers, 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.8' },
      payload: request(orangeNumber('00'), 'ORANGE_MONEY', 2500),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ussdCode: '#150#', provider: 'ORANGE_MONEY' });
    expect(response.json().instructions).toMatch(
      /^Une demande de paiement de 2 500 XAF .*#150#.*code secret Orange Money/,
    );
    const english = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/initiate',
      headers: { ...apiKey.headers, 'accept-language': 'de, en;q=0.5, fr;q=0.4' },
      payload: request(orangeNumber('00'), 'ORANGE_MONEY', 2500),
    });
    expect(english.json().instructions).toMatch(/^A payment request of 2 500 XAF/);
  });

  it('is idempotent: the same key replays the answer, another body with it is 422', async ({ listening, apiKey }) => {
    const send = (payload: object) =>
      listening.app.inject({
        method: 'POST',
        url: '/api/v1/mobile-money/initiate',
        headers: { ...apiKey.headers, 'idempotency-key': 'initiate-order-58231' },
        payload,
      });
    const first = await send(request(mtnNumber('07')));
    const again = await send(request(mtnNumber('07')));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await send(request(mtnNumber('07'), 'MTN_MOMO', 20000));
    expect(other.statusCode).toBe(422);
    expect(await listening.app.db('payments').where({ id: first.json().transactionId })).toHaveLength(1);
    expect(await listening.app.db('payments').where({ customer_phone: mtnNumber('07') })).toHaveLength(1);
  });

  it('refuses bad input in the 400 envelope: below the minimum, another operator’s number, unknown provider, wrong currency', async ({
    listening,
    apiKey,
  }) => {
    const post = (payload: object) =>
      listening.app.inject({ method: 'POST', url: '/api/v1/mobile-money/initiate', headers: apiKey.headers, payload });
    const small = await post(request(mtnNumber('00'), 'MTN_MOMO', 50));
    expect(small.statusCode).toBe(400);
    expect(errorOf(small).details?.[0]).toMatchObject({ path: 'amount', reason: 'field_too_small' });
    const wrongOperator = await post(request(orangeNumber('00'), 'MTN_MOMO'));
    expect(wrongOperator.statusCode).toBe(400);
    expect(errorOf(wrongOperator).details?.[0]).toMatchObject({ path: 'phoneNumber', reason: 'phone_wrong_provider' });
    const unknown = await post(request(mtnNumber('00'), 'mtn'));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('validation_error');
    const currency = await post({ ...request(mtnNumber('00')), currency: 'EUR' });
    expect(currency.statusCode).toBe(400);
    const missing = await post({ amount: 1000 });
    expect(missing.statusCode).toBe(400);
    expect(await listening.app.db('payments').where({ amount: 50 })).toHaveLength(0);
  });

  it('needs payments:initiate (key or OAuth token); nobody signed in is 401', async ({ listening, customer }) => {
    const readOnly = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    const refused = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/initiate',
      headers: bearer(readOnly.key),
      payload: request(mtnNumber('00')),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/initiate',
      payload: request(mtnNumber('00')),
    });
    expect(anonymous.statusCode).toBe(401);

    const app = await clientCredentialsToken(listening, customer.headers, ['payments:initiate']);
    const byToken = await fetch(`${listening.origin}/api/v1/mobile-money/initiate`, {
      method: 'POST',
      headers: { ...app.headers, 'content-type': 'application/json' },
      body: JSON.stringify(request(mtnNumber('00'))),
    });
    expect(byToken.status).toBe(201);
    const payment = await byToken.json();
    expect((await listening.app.db('payments').where({ id: payment.transactionId }).first()).user_id).toBe(
      customer.user.id,
    );
    const withoutScope = await clientCredentialsToken(listening, customer.headers, ['accounts:read']);
    const refusedToken = await fetch(`${listening.origin}/api/v1/mobile-money/initiate`, {
      method: 'POST',
      headers: { ...withoutScope.headers, 'content-type': 'application/json' },
      body: JSON.stringify(request(mtnNumber('00'))),
    });
    expect(refusedToken.status).toBe(403);
    expect((await refusedToken.json()).error.reason).toBe('access_token_scope_missing');
  });

  it('answers 503 mobile_money_paused while staff pause mobile money, and creates nothing', async ({
    listening,
    apiKey,
    admin,
  }) => {
    const setFlag = (on: boolean) => setFeatureFlag(listening, admin, 'mobile_money_payments', on);
    await setFlag(false);
    try {
      const paused = await listening.app.inject({
        method: 'POST',
        url: '/api/v1/mobile-money/initiate',
        headers: apiKey.headers,
        payload: request(mtnNumber('09'), 'MTN_MOMO', 777),
      });
      expect(paused.statusCode).toBe(503);
      expect(errorOf(paused).reason).toBe('mobile_money_paused');
      expect(await listening.app.db('payments').where({ amount: 777 })).toHaveLength(0);
    } finally {
      await setFlag(true);
    }
  });
});
