import { describe, expect } from 'vitest';
import { OpenBankingError } from '../../../sdks/javascript/src/index.ts';
import { setFeatureFlag } from '../../helpers/feature-flags.ts';
import { test } from '../../helpers/fixtures.ts';
import { mtnNumber, PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';
import { sdkClient } from './sdk-client.ts';

/**
 * A 503 retried with backoff until the retries run out, then thrown as the typed error. With the
 * sandbox's own burst per second (not retries.test.ts's one call a second, which a jittered
 * retry may meet), every attempt reaches the paused service.
 */
const it = test
  .extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS)
  .extend('apiKeyScopes', { scope: 'file' }, ['payments:initiate']);

describe('JavaScript SDK: retrying a 503', () => {
  it('retries with backoff until its retries run out, always with the same key, then throws it', async ({
    listening,
    apiKey,
    admin,
  }) => {
    const setMobileMoney = (on: boolean) => setFeatureFlag(listening, admin, 'mobile_money_payments', on);
    await setMobileMoney(false);
    try {
      const { client, exchanges } = sdkClient(listening, { apiKey: apiKey.key, maxRetries: 2 });
      const error = await client.mobileMoney
        .initiate({ amount: 15_000, currency: 'XAF', phoneNumber: mtnNumber('00'), provider: 'MTN_MOMO' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OpenBankingError);
      expect(error).toMatchObject({ status: 503, reason: 'mobile_money_paused', requestId: expect.any(String) });
      // maxRetries 2: three attempts, each answered by the paused service.
      expect(exchanges.map((exchange) => exchange.status)).toEqual([503, 503, 503]);
      expect(new Set(exchanges.map((exchange) => exchange.idempotencyKey)).size).toBe(1);
    } finally {
      await setMobileMoney(true);
    }
  });
});
