import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';
import { bearer, createUser, errorOf, signInAs, type TestUser } from '../../helpers/identity.ts';
import { doualaToday, startListeningApp } from '../../helpers/provider-harness.ts';
import type { TestApp } from '../../helpers/test-app.ts';

type Listening = TestApp & { origin: string };
let healthy: Listening;
let mtnDown: Listening;

async function staffToken(harness: TestApp, role: TestUser['role']) {
  return signInAs(harness, await createUser(harness, { role }));
}

beforeAll(async () => {
  healthy = await startListeningApp();
  // MTN pointed at a port where nothing listens: its calls fail at once (connection refused).
  mtnDown = await startListeningApp({ MTN_MOMO_BASE_URL: `http://127.0.0.1:${await freePort()}` });
});
afterAll(async () => {
  await healthy.close();
  await mtnDown.close();
});

function health(harness: TestApp, token?: string) {
  return harness.app.inject({
    method: 'GET',
    url: '/api/v1/payment-providers/health',
    headers: token ? bearer(token) : {},
  });
}

describe('GET /api/v1/payment-providers/health', () => {
  it("reports each provider's live health to staff", async () => {
    const response = await health(healthy, await staffToken(healthy, 'auditor'));
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Record<string, unknown>[];
    expect(rows.map((row) => [row.provider, row.name, row.status])).toEqual([
      ['mtn', 'MTN Mobile Money', 'up'],
      ['orange', 'Orange Money', 'up'],
      ['gimac', 'GIMAC', 'up'],
    ]);
    for (const row of rows) {
      expect(row.latency_ms).toEqual(expect.any(Number));
      expect(row.checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.environment).toEqual(expect.any(String));
      expect(row.services).toEqual(expect.any(Array));
    }
    // Stable codes beside the names, one per service, for the site to translate.
    expect(rows.map((row) => row.service_codes)).toEqual([
      ['REQUEST_TO_PAY', 'PAYMENT_STATUS', 'ACCOUNT_BALANCE'],
      ['WEB_PAYMENT', 'TRANSACTION_STATUS'],
      ['BANK_TO_WALLET', 'WALLET_TO_WALLET', 'TRANSFER_STATUS', 'PARTICIPANTS', 'SETTLEMENT'],
    ]);
  });

  it('says down for a provider that does not answer, and the others stay up', async () => {
    const response = await health(mtnDown, await staffToken(mtnDown, 'ops'));
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { provider: string; status: string; services: string[] }[];
    expect(rows.find((row) => row.provider === 'mtn')).toMatchObject({
      status: 'down',
      services: [],
      service_codes: [],
    });
    expect(rows.find((row) => row.provider === 'gimac')?.status).toBe('up');
  });

  it('is for staff only', async () => {
    expect((await health(healthy)).statusCode).toBe(401);
    const asCustomer = await health(healthy, await staffToken(healthy, 'customer'));
    expect(asCustomer.statusCode).toBe(403);
    expect(errorOf(asCustomer).code).toBe('forbidden');
  });
});

describe('reconciliation when a statement cannot be fetched', () => {
  it('answers 502 provider_error rather than calling every payment missing', async () => {
    const response = await mtnDown.app.inject({
      method: 'POST',
      url: '/api/v1/reconciliation/generate',
      headers: bearer(await staffToken(mtnDown, 'admin')),
      payload: { date: doualaToday() },
    });
    expect(response.statusCode).toBe(502);
    const error = errorOf(response);
    expect(error.code).toBe('provider_error');
    expect(error.message).toContain('MTN Mobile Money settlement statement could not be fetched');
  });
});
