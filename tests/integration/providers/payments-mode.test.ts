import { describe, expect } from 'vitest';
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
  it('serves no simulator', async ({ liveApp: harness }) => {
    const response = await harness.app.inject({ method: 'POST', url: '/sandbox/mtn/collection/token/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
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
