import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { createOrangeMoneyAdapter } from '../../../api/providers/orange-money/adapter.ts';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import {
  attemptOf,
  pollUntilFinal,
  type Sandbox,
  sandboxTest,
  startCallbackSink,
} from '../../helpers/provider-harness.ts';

const it = sandboxTest;

const orange = (sandbox: Sandbox) => sandbox.harness().app.providers.orange;
const reference = (label: string) => `OM-${label}-${randomUUID().slice(0, 8)}`;

async function pay(sandbox: Sandbox, phone: string, amount = 2000, label = phone.slice(-2)) {
  const ref = reference(label);
  const outcome = await orange(sandbox).initiate({
    reference: ref,
    amount,
    currency: 'XAF',
    phone,
    callbackUrl: sandbox.sink().url(`/orange/${ref}`),
    lang: 'en',
  });
  return { ref, outcome };
}

/** An adapter that behaves like live mode: it does not tell Orange the payer's number. */
function liveLikeAdapter(sandbox: Sandbox) {
  return createOrangeMoneyAdapter({
    baseUrl: () => `${sandbox.harness().origin}/sandbox/orange`,
    ...SANDBOX_CREDENTIALS.orange,
    merchantName: 'CEMAC Open Banking',
    returnUrl: () => `${sandbox.harness().origin}/dashboard`,
    cancelUrl: () => `${sandbox.harness().origin}/dashboard`,
    environment: 'sandbox',
    timeoutMs: 5000,
    sendPayerNumber: false,
  });
}

describe('Orange Money adapter against the sandbox simulator', () => {
  it('rejects a notification whose notif_token is not the stored one', async ({ sandbox }) => {
    const { ref, outcome } = await pay(sandbox, '237690000000');
    const attempt = attemptOf(outcome);
    const notification = await sandbox.sink().waitFor(`/orange/${ref}`);
    const body = JSON.parse(notification.body);
    const forged = { ...body, notif_token: 'f'.repeat(32) };
    expect(await orange(sandbox).confirmCallback({ body: forged, headers: {} }, attempt)).toEqual({
      kind: 'rejected',
      message: 'The notif_token does not match this payment',
    });
    const withoutStoredToken = { ...attempt, providerData: {} };
    expect(await orange(sandbox).confirmCallback({ body, headers: {} }, withoutStoredToken)).toMatchObject({
      kind: 'rejected',
    });
    expect(await orange(sandbox).confirmCallback({ body: { status: 'MAYBE' }, headers: {} }, attempt)).toMatchObject({
      kind: 'rejected',
    });
  });

  it('confirms with Orange instead of believing the notification status', async ({ sandbox }) => {
    const { outcome } = await pay(sandbox, '237690000004');
    const attempt = attemptOf(outcome);
    // A notification claiming success with the right token, while Orange still says PENDING.
    const early = { status: 'SUCCESS', notif_token: attempt.providerData.notifToken, txnid: 'MP000000.0000.XXXXXX' };
    expect(await orange(sandbox).confirmCallback({ body: early, headers: {} }, attempt)).toMatchObject({
      kind: 'pending',
      providerStatus: 'PENDING',
    });
  });

  it('answers HTTP 500 once for a number ending in 05, then accepts the same order_id', async ({ sandbox }) => {
    const ref = reference('05');
    const request = { reference: ref, amount: 700, currency: 'XAF' as const, phone: '237690000005' };
    expect(await orange(sandbox).initiate(request)).toMatchObject({
      kind: 'transient',
      problem: 'server_error',
      httpStatus: 500,
    });
    const second = await orange(sandbox).initiate(request);
    expect(second.kind).toBe('pending');
    expect((await orange(sandbox).fetchStatus(attemptOf(second))).kind).toBe('succeeded');
  });

  it('returns the same payment for an identical replay and refuses an order_id reused for another amount', async ({
    sandbox,
  }) => {
    const { ref, outcome } = await pay(sandbox, '237690000000');
    const replay = await orange(sandbox).initiate({
      reference: ref,
      amount: 2000,
      currency: 'XAF',
      phone: '237690000000',
      callbackUrl: sandbox.sink().url(`/orange/${ref}`),
    });
    expect(attemptOf(replay).providerReference).toBe(attemptOf(outcome).providerReference);
    const clash = await orange(sandbox).initiate({
      reference: ref,
      amount: 9999,
      currency: 'XAF',
      phone: '237690000000',
      callbackUrl: sandbox.sink().url(`/orange/${ref}`),
    });
    expect(clash).toMatchObject({
      kind: 'failed',
      reason: { code: 'DUPLICATE_ORDER_ID', category: 'invalid_request' },
    });
  });

  it('fails a number Orange did not issue with SUBSCRIBER_NOT_FOUND', async ({ sandbox }) => {
    const { outcome } = await pay(sandbox, '237670000000');
    expect(await orange(sandbox).fetchStatus(attemptOf(outcome))).toMatchObject({
      kind: 'failed',
      reason: { code: 'SUBSCRIBER_NOT_FOUND' },
    });
  });

  it('waits on its payment page when it does not know the payer, until the number is typed', async ({ sandbox }) => {
    const adapter = liveLikeAdapter(sandbox);
    const ref = reference('page');
    const outcome = await adapter.initiate({
      reference: ref,
      amount: 3000,
      currency: 'XAF',
      phone: '237690000000',
      callbackUrl: sandbox.sink().url(`/orange/${ref}`),
      lang: 'en',
    });
    const attempt = attemptOf(outcome);
    expect(await adapter.fetchStatus(attempt)).toMatchObject({
      kind: 'pending',
      providerStatus: 'INITIATED',
      nextAction: { type: 'redirect', url: attempt.providerData.paymentUrl },
    });

    const pageUrl = attempt.providerData.paymentUrl ?? '';
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Pay 3');
    expect(html).toContain('<form method="post">');

    const wrong = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'msisdn=12345',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Enter 237 followed by 9 digits.');

    const typed = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'msisdn=237690000000',
    });
    expect(typed.status).toBe(200);
    expect(await typed.text()).toContain('Payment completed.');
    expect(await adapter.fetchStatus(attempt)).toMatchObject({ kind: 'succeeded' });
    const notification = JSON.parse((await sandbox.sink().waitFor(`/orange/${ref}`)).body);
    expect(notification).toMatchObject({ status: 'SUCCESS', notif_token: attempt.providerData.notifToken });
  });

  it('expires a payment nobody completes on the page after the sandbox timeout', async ({ sandbox }) => {
    const adapter = liveLikeAdapter(sandbox);
    const ref = reference('idle');
    const outcome = await adapter.initiate({
      reference: ref,
      amount: 1000,
      currency: 'XAF',
      phone: '237690000000',
      callbackUrl: sandbox.sink().url(`/orange/${ref}`),
    });
    const { outcome: final } = await pollUntilFinal(() => adapter.fetchStatus(attemptOf(outcome)), { timeoutMs: 8000 });
    expect(final).toMatchObject({ kind: 'failed', providerStatus: 'EXPIRED', reason: { code: 'EXPIRED' } });
    expect(JSON.parse((await sandbox.sink().waitFor(`/orange/${ref}`)).body)).toMatchObject({ status: 'EXPIRED' });
    const late = await fetch(attemptOf(outcome).providerData.paymentUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'msisdn=237690000000',
    });
    expect(await late.text()).toContain('Paiement expiré.');
  });

  it('retries a notification the merchant did not accept', async ({ sandbox }) => {
    let refusals = 0;
    const picky = await startCallbackSink(() => (refusals++ === 0 ? 503 : 200));
    try {
      const ref = reference('retry');
      await orange(sandbox).initiate({
        reference: ref,
        amount: 500,
        currency: 'XAF',
        phone: '237690000000',
        callbackUrl: picky.url(`/orange/${ref}`),
      });
      await expect.poll(() => picky.received.length, { timeout: 8000 }).toBe(2);
      // The simulator records the delivery once the merchant's 200 is back, a moment after the
      // sink has the request: wait for that write instead of racing it.
      const delivery = () =>
        sandbox.harness().app.db('sandbox_provider_transactions').where({ merchant_reference: ref }).first();
      await expect.poll(async () => (await delivery()).callback_delivered_at, { timeout: 8000 }).not.toBeNull();
      expect((await delivery()).callback_attempts).toBe(2);
    } finally {
      await picky.close();
    }
  });
});

describe('Orange Money simulator protocol', () => {
  const url = (sandbox: Sandbox, path: string) => `${sandbox.harness().origin}/sandbox/orange${path}`;
  const { clientId, clientSecret } = SANDBOX_CREDENTIALS.orange;

  it('issues tokens for client credentials only', async ({ sandbox }) => {
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const ok = await fetch(url(sandbox, '/oauth/v3/token'), {
      method: 'POST',
      headers: { Authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const wrongGrant = await fetch(url(sandbox, '/oauth/v3/token'), {
      method: 'POST',
      headers: { Authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(wrongGrant.status).toBe(400);
    const wrongClient = await fetch(url(sandbox, '/oauth/v3/token'), {
      method: 'POST',
      headers: { Authorization: 'Basic eDp5', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers an expired or forged token with code 42', async ({ sandbox }) => {
    const response = await fetch(url(sandbox, '/orange-money-webpay/cm/v1/transactionstatus'), {
      method: 'POST',
      headers: { Authorization: 'Bearer forged', 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: 'x', amount: 1, pay_token: 'y' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 42, message: 'Expired credentials' });
  });
});
