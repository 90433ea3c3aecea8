import * as oidc from 'openid-client';
import { Webhook } from 'standardwebhooks';
import { describe, expect, vi } from 'vitest';
import type { Env } from '../../../api/config.ts';
import { deliverWebhook } from '../../../api/services/webhooks/deliver.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { joinApprovedInstitution } from '../../helpers/institution-rows.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import {
  customer,
  mtnNumber,
  PAYMENTS_APP_OPTIONS,
  type PaymentsApp,
  it as paymentsTest,
  runJobs,
  waitUntilFinal,
} from './payment-harness.ts';

/**
 * Test and live modes side by side (services/payments/livemode.ts). The file's shared app runs
 * in sandbox mode with credentials of its own: its simulators stand for the real providers.
 * A second app runs PAYMENTS_MODE=live with its live providers pointed at them. So a payment
 * that reached the real providers is a row of the first app's simulator database, and a test
 * payment one of the live app's own simulators.
 */
const REAL_PROVIDER_CREDENTIALS = {
  MTN_MOMO_SUBSCRIPTION_KEY: 'real-mtn-subscription-key',
  MTN_MOMO_API_USER: '11111111-2222-4333-8444-555555555555',
  MTN_MOMO_API_KEY: 'real-mtn-api-key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtncameroon',
  ORANGE_MONEY_CLIENT_ID: 'real-orange-client',
  ORANGE_MONEY_CLIENT_SECRET: 'real-orange-secret',
  ORANGE_MONEY_MERCHANT_KEY: 'real-orange-merchant',
  GIMAC_CLIENT_ID: 'real-gimac-client',
  GIMAC_CLIENT_SECRET: 'a-long-enough-real-gimac-secret',
} as const satisfies Partial<Env>;

// Whichever test runs first starts both apps (about 15 s each on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

const SCOPES = ['mobile_money:write', 'transactions:read', 'payments:initiate', 'webhooks:manage'];

const it = paymentsTest
  .override('appOptions', { ...PAYMENTS_APP_OPTIONS, ...REAL_PROVIDER_CREDENTIALS })
  .extend('liveApp', { scope: 'file' }, async ({ listening: providers }, { onCleanup }): Promise<PaymentsApp> => {
    const live = await createTestApp({
      ...PAYMENTS_APP_OPTIONS,
      ...REAL_PROVIDER_CREDENTIALS,
      PAYMENTS_MODE: 'live',
      MTN_MOMO_BASE_URL: `${providers.origin}/sandbox/mtn`,
      ORANGE_MONEY_BASE_URL: `${providers.origin}/sandbox/orange`,
      GIMAC_BASE_URL: `${providers.origin}/sandbox/gimac`,
    });
    onCleanup(() => live.close());
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    const address = live.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return Object.assign(live, { origin: `http://127.0.0.1:${port}` });
  })
  .extend('developer', { scope: 'file' }, async ({ liveApp }) => {
    const user = await createUser(liveApp);
    // An ob_live_ key works for members of an approved institution only.
    await joinApprovedInstitution(liveApp.app.db, user.id);
    const testKey = (await insertApiKey(liveApp.app.db, user.id, { scopes: SCOPES, environment: 'sandbox' })).key;
    const liveKey = (await insertApiKey(liveApp.app.db, user.id, { scopes: SCOPES, environment: 'production' })).key;
    return { user, session: bearer(await signInAs(liveApp, user)), testKey: bearer(testKey), liveKey: bearer(liveKey) };
  });

async function charge(app: PaymentsApp, headers: Record<string, string>) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/mobile-money/charge',
    headers,
    payload: { amount: 2500, phone: mtnNumber('00'), provider: 'mtn', customer },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { reference: string; livemode: boolean };
}

/** References in a list answer, and whether every item carries the expected mode. */
async function listed(app: PaymentsApp, url: string, headers: Record<string, string>) {
  const response = await app.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { reference: string; livemode: boolean }[]).map((item) => ({
    reference: item.reference,
    livemode: item.livemode,
  }));
}

/** Whether a simulator database holds a request for this merchant reference. */
async function simulatorSaw(app: PaymentsApp, reference: string): Promise<boolean> {
  const row = await app.app.db('sandbox_provider_transactions').where({ merchant_reference: reference }).first('id');
  return row !== undefined;
}

describe('a live server', () => {
  it('sends ob_test_ charges to its simulators and ob_live_ charges to the real providers', async ({
    liveApp,
    listening: realProviders,
    developer,
  }) => {
    const test = await charge(liveApp, developer.testKey);
    const live = await charge(liveApp, developer.liveKey);
    expect(test.livemode).toBe(false);
    expect(live.livemode).toBe(true);
    for (const payment of [test, live]) {
      const row = await liveApp.app.db('payments').where({ reference: payment.reference }).first('livemode');
      expect(row.livemode).toBe(payment.livemode);
      expect((await waitUntilFinal(liveApp, payment.reference, { drive: () => runJobs(liveApp) })).status).toBe(
        'success',
      );
    }
    expect(await simulatorSaw(liveApp, test.reference)).toBe(true);
    expect(await simulatorSaw(realProviders, test.reference)).toBe(false);
    expect(await simulatorSaw(realProviders, live.reference)).toBe(true);
    expect(await simulatorSaw(liveApp, live.reference)).toBe(false);
  });

  it('keeps a test charge out of every real balance: its postings go to the test twins of the accounts', async ({
    liveApp,
    developer,
  }) => {
    const db = liveApp.app.db;
    const [account] = await db('accounts')
      .insert({ user_id: developer.user.id, account_number: '10005000010000000000991', account_type: 'checking' })
      .returning('id');
    const test = await charge(liveApp, developer.testKey);
    const live = await charge(liveApp, developer.liveKey);
    for (const payment of [test, live]) {
      expect((await waitUntilFinal(liveApp, payment.reference, { drive: () => runJobs(liveApp) })).status).toBe(
        'success',
      );
    }
    const postedTo = (reference: string) =>
      db('ledger_postings as lp')
        .join('ledger_transactions as lt', 'lt.id', 'lp.transaction_id')
        .join('payments as p', 'p.id', 'lt.payment_id')
        .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
        .where('p.reference', reference)
        .select('la.code', 'la.account_id');
    const testPostings = await postedTo(test.reference);
    expect(testPostings.length).toBeGreaterThan(0);
    expect(testPostings.every((row) => row.code.startsWith('test:') && row.account_id === null)).toBe(true);
    expect(testPostings.map((row) => row.code)).toContain(`test:account:${account.id}`);
    const livePostings = await postedTo(live.reference);
    expect(livePostings.some((row) => row.code.startsWith('test:'))).toBe(false);
    expect(livePostings.map((row) => row.account_id)).toContain(account.id);
    // The account's real balance holds the live charge only (less the fee), never the simulator's.
    const credited = await db('ledger_postings as lp')
      .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
      .where('la.account_id', account.id)
      .count<{ count: string }>('* as count')
      .first();
    expect(Number(credited?.count)).toBe(1);
  });

  it('lists each key its own mode only, and the dashboard the live payments', async ({ liveApp, developer }) => {
    const test = await charge(liveApp, developer.testKey);
    const live = await charge(liveApp, developer.liveKey);
    for (const url of ['/api/v1/mobile-money/payments', '/api/v1/transactions']) {
      const seenByTestKey = await listed(liveApp, url, developer.testKey);
      expect(seenByTestKey.map((item) => item.reference)).toContain(test.reference);
      expect(seenByTestKey.map((item) => item.reference)).not.toContain(live.reference);
      expect(seenByTestKey.every((item) => item.livemode === false)).toBe(true);

      const seenByLiveKey = await listed(liveApp, url, developer.liveKey);
      expect(seenByLiveKey.map((item) => item.reference)).toContain(live.reference);
      expect(seenByLiveKey.map((item) => item.reference)).not.toContain(test.reference);
      expect(seenByLiveKey.every((item) => item.livemode === true)).toBe(true);

      const seenBySession = await listed(liveApp, url, developer.session);
      expect(seenBySession.map((item) => item.reference)).toContain(live.reference);
      expect(seenBySession.every((item) => item.livemode === true)).toBe(true);
    }
    // Analytics count the live payments only: the test charges of this file are not in them.
    const liveCount = await liveApp.app.db('payments').where({ user_id: developer.user.id, livemode: true }).count();
    const analytics = await liveApp.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/payments?days=1',
      headers: developer.session,
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().data.overview.totalTransactions).toBe(Number(liveCount[0]?.count));

    // A test key does not even find a live payment to retry (the live key finds it, not failed).
    const retry = (headers: Record<string, string>) =>
      liveApp.app.inject({ method: 'POST', url: `/api/v1/payments/retry/${live.reference}`, headers });
    expect((await retry(developer.testKey)).statusCode).toBe(404);
    expect((await retry(developer.liveKey)).statusCode).toBe(409);
  });

  it('signs webhook events that carry each payment’s mode', async ({ liveApp, developer }) => {
    const receiver = await startRecordingServer({ '/hooks': (_request, response) => response.end('ok') });
    try {
      const created = await liveApp.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: developer.session,
        payload: { url: `${receiver.origin}/hooks`, events: ['payment.created'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { secret } = created.json() as { secret: string };
      await dispatchWebhookEvents(liveApp.app.webhooks);
      const test = await charge(liveApp, developer.testKey);
      const live = await charge(liveApp, developer.liveKey);
      await dispatchWebhookEvents(liveApp.app.webhooks);
      const deliveries = await liveApp.app
        .db('webhook_deliveries')
        .where({ event_type: 'payment.created', status: 'pending' })
        .select('id');
      for (const delivery of deliveries) await deliverWebhook(liveApp.app.webhooks, delivery.id);

      const modes = new Map<string, boolean>();
      for (const request of receiver.requests) {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        const event = new Webhook(secret).verify(request.body, headers) as {
          data: { reference: string; livemode: boolean };
        };
        modes.set(event.data.reference, event.data.livemode);
      }
      expect(modes.get(test.reference)).toBe(false);
      expect(modes.get(live.reference)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

/** An app of the developer's, in this environment, and a client-credentials token of it. */
async function oauthCaller(app: PaymentsApp, session: Record<string, string>, environment?: string) {
  const registered = await app.app.inject({
    method: 'POST',
    url: '/api/v1/apps',
    headers: session,
    payload: {
      name: 'Njangi Books',
      redirectUris: ['https://books.example.cm/callback'],
      scopes: ['mobile_money:write', 'transactions:read'],
      ...(environment ? { environment } : {}),
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { app: created, clientSecret } = registered.json() as {
    app: { clientId: string; environment: string };
    clientSecret: string;
  };
  const config = await oidc.discovery(new URL(app.origin), created.clientId, clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const tokens = await oidc.clientCredentialsGrant(config, { scope: 'mobile_money:write transactions:read' });
  // A token is for the API of the origin it was issued at: the calls name that host.
  return {
    environment: created.environment,
    headers: { ...bearer(tokens.access_token), host: new URL(app.origin).host },
  };
}

describe('OAuth apps', () => {
  it('are sandbox by default; only a production app makes live payments on a live server', async ({
    liveApp,
    developer,
  }) => {
    const sandboxApp = await oauthCaller(liveApp, developer.session);
    const productionApp = await oauthCaller(liveApp, developer.session, 'production');
    expect(sandboxApp.environment).toBe('sandbox');
    expect(productionApp.environment).toBe('production');
    const test = await charge(liveApp, sandboxApp.headers);
    const live = await charge(liveApp, productionApp.headers);
    expect(test.livemode).toBe(false);
    expect(live.livemode).toBe(true);
    const seen = await listed(liveApp, '/api/v1/mobile-money/payments', sandboxApp.headers);
    expect(seen.map((item) => item.reference)).toContain(test.reference);
    expect(seen.every((item) => item.livemode === false)).toBe(true);
  });

  it('need an approved institution for production', async ({ liveApp }) => {
    const outsider = await createUser(liveApp);
    const response = await liveApp.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      headers: bearer(await signInAs(liveApp, outsider)),
      payload: {
        name: 'Outsider',
        redirectUris: ['https://outsider.example.cm/callback'],
        scopes: ['transactions:read'],
        environment: 'production',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.reason).toBe('production_app_needs_institution');
  });
});

describe('a sandbox server', () => {
  it('keeps a production key’s payment in test mode', async ({ listening: sandbox }) => {
    const user = await createUser(sandbox);
    await joinApprovedInstitution(sandbox.app.db, user.id);
    const { key } = await insertApiKey(sandbox.app.db, user.id, { scopes: SCOPES, environment: 'production' });
    const payment = await charge(sandbox, bearer(key));
    expect(payment.livemode).toBe(false);
    expect((await waitUntilFinal(sandbox, payment.reference, { drive: () => runJobs(sandbox) })).status).toBe(
      'success',
    );
    expect(await simulatorSaw(sandbox, payment.reference)).toBe(true);
    const seen = await listed(sandbox, '/api/v1/mobile-money/payments', bearer(key));
    expect(seen).toContainEqual({ reference: payment.reference, livemode: false });
  });
});
