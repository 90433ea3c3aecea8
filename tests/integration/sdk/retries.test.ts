import { describe, expect } from 'vitest';
import { OpenBankingError } from '../../../sdks/javascript/src/index.ts';
import { test } from '../../helpers/fixtures.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';
import { sdkClient } from './sdk-client.ts';

/**
 * The SDK's retries against the real server's limits: a 429 waited out for its Retry-After and
 * sent again with the same Idempotency-Key, and a limit too far off surfacing at once (the 503
 * retried until its retries run out: retries-503.test.ts).
 */
const it = test
  // One call a second per key: the second call of a second is refused with `retry-after: 1`.
  .extend('appOptions', { scope: 'file' }, { ...PAYMENTS_APP_OPTIONS, API_KEY_BURST_PER_SECOND: 1 })
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'accounts:write', 'payments:initiate']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('JavaScript SDK: retries', () => {
  it('waits out a 429 for its Retry-After and sends the same money POST again with the same key', async ({
    listening,
    apiKey,
  }) => {
    const { client, exchanges } = sdkClient(listening, { apiKey: apiKey.key });
    // Spend this second's one call early in a fresh second, so the SDK's call lands in the same
    // second. On a machine slow enough to cross into the next second, try again.
    for (let round = 0; round < 3 && !exchanges.some((exchange) => exchange.status === 429); round += 1) {
      exchanges.length = 0;
      await sleep(1000 - (Date.now() % 1000) + 20);
      await fetch(`${listening.origin}/api/v1/accounts`, { headers: apiKey.headers });
      await client.accounts.open({ accountType: 'savings' });
    }
    const [refused, accepted] = exchanges;
    expect(exchanges.map((exchange) => exchange.status)).toEqual([429, 201]);
    expect(refused?.idempotencyKey).toEqual(expect.any(String));
    expect(accepted?.idempotencyKey).toBe(refused?.idempotencyKey);
    // Retry-After was 1: the retry waited for the next second.
    expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('does not wait an hour: a key out of its hourly calls gets the typed 429 at once', async ({
    listening,
    customer,
  }) => {
    const { key } = await insertApiKey(listening.app.db, customer.user.id, { rateLimitPerHour: 1 });
    // The hour is a clock hour: its Retry-After is the seconds left in it, longer than the 5 s
    // this client waits unless the test runs in the hour's last seconds, which it waits out first.
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 15_000) await sleep(left + 1000);
    const { client, exchanges } = sdkClient(listening, { apiKey: key, maxRetryAfterSeconds: 5 });
    await client.accounts.list();
    await sleep(1000); // past the per-second burst, so only the hourly limit refuses
    const error = await client.accounts.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenBankingError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', requestId: expect.any(String) });
    expect((error as OpenBankingError).retryAfter).toBeGreaterThan(5);
    expect(exchanges.map((exchange) => exchange.status)).toEqual([200, 429]);
  });
});
