import { describe, expect } from 'vitest';
import { errorOf } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  customer,
  mtnNumber,
  PAYMENTS_APP_OPTIONS,
  it as paymentsIt,
  runJobs,
  type SignedIn,
} from './payment-harness.ts';

const LIMIT = 3;
const it = paymentsIt.override('appOptions', { ...PAYMENTS_APP_OPTIONS, PAYMENTS_BACKLOG_LIMIT: LIMIT });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sent = 0;
function charge(harness: TestApp, alice: SignedIn) {
  sent += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/mobile-money/charge',
    headers: { ...alice.headers, 'idempotency-key': `backlog-${sent}` },
    payload: { amount: 1000, phone: mtnNumber('00'), provider: 'mtn', customer },
  });
}

/** The gate counts the backlog behind the request path, once a second: give it that second and its read. */
async function letTheCountRefresh(harness: TestApp) {
  await sleep(1100);
  harness.app.paymentBacklog.refusal();
  await sleep(300);
}

describe('back-pressure on new payments', () => {
  it('answers 503 payments backlog with Retry-After past the limit, creates nothing, and accepts again once drained', async ({
    harness,
    customer: alice,
  }) => {
    for (let index = 0; index <= LIMIT; index += 1) expect((await charge(harness, alice)).statusCode).toBe(201);
    await letTheCountRefresh(harness);
    const before = await harness.app.db('payments').count<{ count: string }[]>('* as count').first();
    const refused = await charge(harness, alice);
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused).reason).toBe('backlog_full');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await harness.app.db('payments').count<{ count: string }[]>('* as count').first();
    expect(after?.count).toBe(before?.count);
    // The same key is free: the runners drain the queue and the client's resend is accepted.
    await runJobs({ ...harness, origin: '' });
    await letTheCountRefresh(harness);
    sent -= 1;
    expect((await charge(harness, alice)).statusCode).toBe(201);
  });
});
