import { describe, expect } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import { test } from '../../helpers/fixtures.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const LIVE = {
  PAYMENTS_MODE: 'live',
  MTN_MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MTN_MOMO_SUBSCRIPTION_KEY: 'sub',
  MTN_MOMO_API_USER: '11111111-2222-4333-8444-555555555555',
  MTN_MOMO_API_KEY: 'key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtncameroon',
  ORANGE_MONEY_BASE_URL: 'https://api.orange.com',
  ORANGE_MONEY_CLIENT_ID: 'client',
  ORANGE_MONEY_CLIENT_SECRET: 'secret',
  ORANGE_MONEY_MERCHANT_KEY: 'merchant',
  GIMAC_BASE_URL: 'https://api.gimac.example',
  GIMAC_CLIENT_ID: 'gimac-client',
  GIMAC_CLIENT_SECRET: 'a-long-enough-gimac-secret',
  PUBLIC_BASE_URL: 'https://openbanking.cm',
} as const;

/** The file's second app, in live mode; the shared `harness` is the sandbox one. */
const it = test.extend(
  'liveApp',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const liveApp = await createTestApp(LIVE);
    onCleanup(() => liveApp.close());
    return liveApp;
  },
);

describe('live mode', () => {
  it('serves the simulators for test payments, opened by the sandbox credentials only', async ({
    liveApp: harness,
  }) => {
    const token = (subscriptionKey: string, user: string, password: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/sandbox/mtn/collection/token/',
        headers: {
          'ocp-apim-subscription-key': subscriptionKey,
          authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        },
      });
    expect(
      (await token(LIVE.MTN_MOMO_SUBSCRIPTION_KEY, LIVE.MTN_MOMO_API_USER, LIVE.MTN_MOMO_API_KEY)).statusCode,
    ).toBe(401);
    const sandbox = SANDBOX_CREDENTIALS.mtn;
    expect((await token(sandbox.subscriptionKey, sandbox.apiUser, sandbox.apiKey)).statusCode).toBe(200);
  });

  it('sends test payments through adapters of their own', ({ liveApp: harness }) => {
    expect(harness.app.providers.forMode(true)).toBe(harness.app.providers);
    expect(harness.app.providers.forMode(false)).not.toBe(harness.app.providers);
    expect(harness.app.providers.forMode(false).mode).toBe('sandbox');
  });

  it('gives the engine adapters for the configured providers and public callback URLs', ({ liveApp: harness }) => {
    expect(harness.app.providers.mode).toBe('live');
    expect(harness.app.providers.callbackUrl('orange', 'PAY-9')).toBe(
      'https://openbanking.cm/api/v1/provider-callbacks/orange/PAY-9',
    );
    expect(harness.app.providers.get('gimac').code).toBe('gimac');
    expect(harness.app.providers.mobileMoney('mtn').code).toBe('mtn');
  });
});

describe('sandbox mode', () => {
  it('serves the three simulators in their providers’ own formats', async ({ harness }) => {
    const mtn = await harness.app.inject({ method: 'GET', url: '/sandbox/mtn/collection/v1_0/account/balance' });
    expect(mtn.statusCode).toBe(401);
    const orange = await harness.app.inject({ method: 'POST', url: '/sandbox/orange/oauth/v3/token' });
    expect(orange.statusCode).toBe(401);
    expect(orange.json()).toMatchObject({ error: 'invalid_client' });
    const gimac = await harness.app.inject({ method: 'GET', url: '/sandbox/gimac/v1/status' });
    expect(gimac.statusCode).toBe(401);
    expect(gimac.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});
