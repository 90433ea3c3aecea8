import { expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { errorOf } from '../../helpers/identity.ts';
import { PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';

/** The KYC provider pointed at a closed port: the caller hears 503 and nothing is stored. */
const it = test
  .extend('appOptions', { scope: 'file' }, async () => ({
    ...PAYMENTS_APP_OPTIONS,
    KYC_BASE_URL: `http://127.0.0.1:${await freePort()}`,
    PROVIDER_TIMEOUT_MS: 1000,
  }))
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:write']);

it('answers 503 kyc_provider_unavailable with Retry-After when the provider does not answer', async ({
  harness,
  apiKey,
}) => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/verify',
    headers: apiKey.headers,
    payload: {
      fullName: 'Amina Nkono',
      dateOfBirth: '1990-04-12',
      documentType: 'cni',
      documentNumber: '112233445500',
      phoneNumber: '237670000000',
    },
  });
  expect(response.statusCode).toBe(503);
  expect(errorOf(response).reason).toBe('kyc_provider_unavailable');
  expect(response.headers['retry-after']).toBe('30');
  expect(await harness.app.db('identity_verifications')).toEqual([]);
});
