import { describe, expect } from 'vitest';
import { errorOf } from '../../helpers/identity.ts';
import {
  customer,
  it,
  ledgerOf,
  mtnNumber,
  orangeNumber,
  type PaymentsApp,
  paymentState,
  runJobs,
  type SignedIn,
  waitUntilFinal,
} from './payment-harness.ts';

const post = (harness: PaymentsApp, url: string, who: SignedIn | null, payload?: Record<string, unknown>) =>
  payload === undefined
    ? harness.app.inject({ method: 'POST', url, headers: who?.headers ?? {} })
    : harness.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
const get = (harness: PaymentsApp, url: string, who: SignedIn | null) =>
  harness.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const chargeBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 1000,
  phone: mtnNumber('00'),
  provider: 'mtn',
  customer,
  ...overrides,
});

const bankToMobileBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 5000,
  bankAccount: '10005000123456789',
  bankCode: 'AFRILAND_CM',
  mobilePhone: orangeNumber('00'),
  mobileProvider: 'ORANGE_CM',
  customer,
  narration: 'Rent',
  ...overrides,
});

const walletBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 700,
  senderPhone: mtnNumber('00'),
  senderOperator: 'MTN_CM',
  receiverPhone: '24166123400',
  receiverOperator: 'AIRTEL_GA',
  customer,
  ...overrides,
});

/** A 4xx envelope naming `path` among its details. */
function expectInvalid(response: Awaited<ReturnType<typeof post>>, path: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('validation_error');
  const detail = error.details?.find((item) => item.path === path);
  expect(detail, JSON.stringify(error.details)).toBeDefined();
  if (message) expect(detail?.message).toBe(message);
}

describe('GET /api/v1/mobile-money/providers', () => {
  it('lists MTN and Orange and the GIMAC banks and operators', async ({ listening: harness, customer: alice }) => {
    const response = await get(harness, '/api/v1/mobile-money/providers', alice);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.providers).toEqual([
      { code: 'mtn', name: 'MTN Mobile Money' },
      { code: 'orange', name: 'Orange Money' },
    ]);
    expect(body.gimac_providers.banks).toContainEqual({
      code: 'AFRILAND_CM',
      name: 'Afriland First Bank',
      country: 'CM',
    });
    expect(body.gimac_providers.mobile).toContainEqual({ code: 'AIRTEL_GA', name: 'Airtel Money', country: 'GA' });
  });

  it('needs a session', async ({ listening: harness }) => {
    const response = await get(harness, '/api/v1/mobile-money/providers', null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });
});

describe('GET /api/v1/gimac/status', () => {
  it('reports the sandbox GIMAC as up', async ({ listening: harness, customer: alice }) => {
    const response = await get(harness, '/api/v1/gimac/status', alice);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.services.length).toBeGreaterThan(0);
    expect(body.service_codes).toContain('BANK_TO_WALLET');
    expect(body.service_codes).toHaveLength(body.services.length);
    expect(typeof body.environment).toBe('string');
    expect(Number.isNaN(Date.parse(body.checked_at))).toBe(false);
  });
});

describe('POST /api/v1/mobile-money/charge', () => {
  it('creates a pending payment', async ({ listening: harness, customer: alice }) => {
    const response = await post(harness, '/api/v1/mobile-money/charge', alice, chargeBody({ narration: 'Groceries' }));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'pending',
      amount: 1000,
      currency: 'XAF',
      provider: 'mtn',
      phone: mtnNumber('00'),
    });
    expect(data.reference).toMatch(/^PAY-\d{8}-[A-Z2-9]{10}$/);
  });

  it.for<[Record<string, unknown>, string, (string | undefined)?]>([
    [{ amount: 99 }, 'amount', 'amount must be at least 100'],
    [{ amount: 150.5 }, 'amount', 'amount must be a whole number'],
    [{ amount: 'lots' }, 'amount', undefined],
    [{ phone: '23767000' }, 'phone', 'Phone must be 237 followed by 9 digits'],
    [{ phone: orangeNumber('00') }, 'phone', 'Phone is not an MTN Mobile Money number'],
    [{ phone: '237620000000' }, 'phone', undefined],
    [{ provider: 'airtel' }, 'provider', 'provider must be one of mtn, orange'],
    [{ currency: 'EUR' }, 'currency', 'currency must be one of XAF'],
    [{ customer: { name: 'A' } }, 'customer.email', 'customer.email is required'],
    [
      { customer: { name: 'A', email: 'not-an-email' } },
      'customer.email',
      'customer.email must be a valid email address',
    ],
    [{ customer: { name: '', email: 'a@example.cm' } }, 'customer.name', 'customer.name is required'],
    [{ narration: 'x'.repeat(141) }, 'narration', 'narration must be at most 140 characters'],
  ])('refuses %j', async ([overrides, path, message], { listening: harness, customer: alice }) => {
    expectInvalid(await post(harness, '/api/v1/mobile-money/charge', alice, chargeBody(overrides)), path, message);
  });

  it('never answers 5xx to odd input', async ({ listening: harness, customer: alice }) => {
    const odd: Record<string, unknown>[] = [
      { amount: 1e20 },
      { amount: -5 },
      { amount: null },
      { customer: 'Amina' },
      { customer: { name: 'A'.repeat(101), email: 'a@example.cm' } },
      { phone: '２３７６７００００１００' },
    ];
    for (const overrides of odd) {
      const response = await post(harness, '/api/v1/mobile-money/charge', alice, chargeBody(overrides));
      expect(response.statusCode, `${JSON.stringify(overrides)}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorOf(response).code).toBeTruthy();
    }
    const text = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: { ...alice.headers, 'content-type': 'text/plain' },
      payload: 'amount=100',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('refuses a missing body and bad JSON with a 4xx envelope', async ({ listening: harness, customer: alice }) => {
    const empty = await post(harness, '/api/v1/mobile-money/charge', alice, {});
    expect(empty.statusCode).toBe(400);
    expect(
      errorOf(empty)
        .details?.map((detail) => detail.path)
        .sort(),
    ).toEqual(['amount', 'customer', 'phone', 'provider']);
    const garbage = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(garbage.statusCode).toBe(400);
    expect(errorOf(garbage).code).toBe('invalid_json');
  });

  it('is refused to auditors and to callers without a session', async ({ listening: harness, auditor }) => {
    const audited = await post(harness, '/api/v1/mobile-money/charge', auditor, chargeBody());
    expect(audited.statusCode).toBe(403);
    expect(errorOf(audited).code).toBe('forbidden');
    expect((await post(harness, '/api/v1/mobile-money/charge', null, chargeBody())).statusCode).toBe(401);
  });
});

describe('POST /api/v1/gimac/bank-to-mobile', () => {
  it('creates a pending transfer whose transaction id is its reference', async ({
    listening: harness,
    customer: alice,
  }) => {
    const response = await post(harness, '/api/v1/gimac/bank-to-mobile', alice, bankToMobileBody());
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'pending', amount: 5000, currency: 'XAF' });
    expect(data.transaction_id).toBe(data.reference);
    const row = await harness.app.db('payments').where({ reference: data.reference }).first();
    expect(row).toMatchObject({ type: 'interbank', provider: 'gimac', customer_phone: orangeNumber('00') });
  });

  it.for<[Record<string, unknown>, string, (string | undefined)?]>([
    [{ amount: 999 }, 'amount', 'amount must be at least 1000'],
    [{ bankAccount: '12-34' }, 'bankAccount', 'Bank account must be 8 to 34 letters or digits'],
    [{ bankAccount: '1234567890#' }, 'bankAccount', undefined],
    [{ bankCode: 'NOPE_CM' }, 'bankCode', 'Bank code is not a GIMAC bank'],
    [{ mobileProvider: 'VODAFONE' }, 'mobileProvider', 'Mobile provider is not a GIMAC mobile operator'],
    [{ mobilePhone: mtnNumber('00') }, 'mobilePhone', 'Phone is not an Orange Money number'],
    [{ mobileProvider: 'AIRTEL_GA', mobilePhone: orangeNumber('00') }, 'mobilePhone', undefined],
  ])('refuses %j', async ([overrides, path, message], { listening: harness, customer: alice }) => {
    expectInvalid(
      await post(harness, '/api/v1/gimac/bank-to-mobile', alice, bankToMobileBody(overrides)),
      path,
      message,
    );
  });
});

describe('POST /api/v1/gimac/wallet-to-wallet', () => {
  it('is refused to auditors, like bank-to-mobile', async ({ listening: harness, auditor }) => {
    expect((await post(harness, '/api/v1/gimac/wallet-to-wallet', auditor, walletBody())).statusCode).toBe(403);
    expect((await post(harness, '/api/v1/gimac/bank-to-mobile', auditor, bankToMobileBody())).statusCode).toBe(403);
  });

  it('sends across operators and countries', async ({ listening: harness, customer: alice }) => {
    const response = await post(harness, '/api/v1/gimac/wallet-to-wallet', alice, walletBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'pending', amount: 700, currency: 'XAF' });
  });

  it.for<[Record<string, unknown>, string, (string | undefined)?]>([
    [{ amount: 50 }, 'amount'],
    [{ senderOperator: 'ORANGE_CM' }, 'senderPhone'],
    [{ receiverPhone: '237670000100' }, 'receiverPhone'],
    [{ receiverOperator: 'XX' }, 'receiverOperator'],
    [{ receiverOperator: 'MTN_CM', receiverPhone: mtnNumber('00') }, 'receiverPhone'],
  ])('refuses %j', async ([overrides, path], { listening: harness, customer: alice }) => {
    expectInvalid(await post(harness, '/api/v1/gimac/wallet-to-wallet', alice, walletBody(overrides)), path);
  });
});

describe('POST /api/v1/payments/process', () => {
  const staffBody = (overrides: Record<string, unknown> = {}) => ({
    amount: 3000,
    currency: 'XAF',
    type: 'mobile_money',
    customer: { name: 'Paul Mbarga', phone: orangeNumber('00') },
    ...overrides,
  });

  it('lets ops collect with the provider of the number, and admin send interbank', async ({
    listening: harness,
    ops,
    admin,
  }) => {
    const collected = await post(harness, '/api/v1/payments/process', ops, staffBody());
    expect(collected.statusCode, collected.body).toBe(201);
    expect(collected.json().data).toMatchObject({
      type: 'mobile_money',
      provider: 'orange',
      status: 'pending',
      amount: 3000,
    });
    const sent = await post(harness, '/api/v1/payments/process', admin, staffBody({ type: 'interbank' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ type: 'interbank', provider: 'gimac' });

    await runJobs(harness);
    const first = await waitUntilFinal(harness, collected.json().data.reference, { drive: () => runJobs(harness) });
    const second = await waitUntilFinal(harness, sent.json().data.reference, { drive: () => runJobs(harness) });
    expect([first.status, second.status]).toEqual(['success', 'success']);
    const postings = async (reference: string) =>
      (await ledgerOf(harness, reference)).map(({ code, amount }) => [code, Number(amount)]);
    // The default fee schedule keeps 1.5 % of mobile money and 0.5 % of interbank for platform:revenue.
    expect(await postings(collected.json().data.reference)).toEqual([
      ['provider:orange', 3000],
      ['platform:collections', -2955],
      ['platform:revenue', -45],
    ]);
    expect(await postings(sent.json().data.reference)).toEqual([
      ['gimac:AFRILAND_CM', 3000],
      ['gimac:ORANGE_CM', -2985],
      ['platform:revenue', -15],
    ]);
  });

  it('is for ops and admin only', async ({ listening: harness, customer: alice, auditor }) => {
    for (const who of [alice, auditor]) {
      const response = await post(harness, '/api/v1/payments/process', who, staffBody());
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }
  });

  it.for<[Record<string, unknown>, string]>([
    [{ currency: 'USD' }, 'currency'],
    [{ type: 'cash' }, 'type'],
    [{ customer: { name: 'X', phone: '237620000000' } }, 'customer.phone'],
    [{ customer: { name: 'X', phone: '2376700' } }, 'customer.phone'],
    [{ amount: 0 }, 'amount'],
  ])('refuses %j', async ([overrides, path], { listening: harness, ops }) => {
    expectInvalid(await post(harness, '/api/v1/payments/process', ops, staffBody(overrides)), path);
  });
});

describe('visibility and retries', () => {
  it('shows customers only their own payments and staff every payment', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
    auditor,
  }) => {
    const mine = await post(harness, '/api/v1/mobile-money/charge', bob, chargeBody({ narration: 'Bob only' }));
    const reference = mine.json().data.reference as string;
    const bobs = (await get(harness, '/api/v1/mobile-money/payments', bob)).json().data as { reference: string }[];
    expect(bobs.map((item) => item.reference)).toEqual([reference]);
    expect(bobs[0]).toMatchObject({
      amount: 1000,
      currency: 'XAF',
      status: 'pending',
      provider: 'mtn',
      type: 'mobile_money',
      customer,
      narration: 'Bob only',
      failure_reason: null,
      failure_category: null,
      payment_url: null,
    });
    const alices = (await get(harness, '/api/v1/mobile-money/payments', alice)).json().data as { reference: string }[];
    expect(alices.map((item) => item.reference)).not.toContain(reference);
    const audited = (await get(harness, '/api/v1/mobile-money/payments', auditor)).json().data as {
      reference: string;
    }[];
    expect(audited.map((item) => item.reference)).toContain(reference);
    expect(audited.length).toBeLessThanOrEqual(50);
  });

  it("gives an Orange payment's confirmation page while it is processing, and only then", async ({
    listening: harness,
    customer: alice,
  }) => {
    // 04: accepted by the provider, successful ~2 s later, so it stays processing meanwhile.
    const made = await post(
      harness,
      '/api/v1/mobile-money/charge',
      alice,
      chargeBody({ provider: 'orange', phone: orangeNumber('04') }),
    );
    const reference = made.json().data.reference as string;
    type Listed = { reference: string; status: string; payment_url: string | null };
    const listed = async () =>
      ((await get(harness, '/api/v1/mobile-money/payments', alice)).json().data as Listed[]).find(
        (item) => item.reference === reference,
      );
    expect((await listed())?.payment_url).toBeNull();
    await runJobs(harness);
    const processing = await listed();
    expect(processing?.status).toBe('processing');
    expect(processing?.payment_url).toMatch(new RegExp(`^${harness.origin}/sandbox/orange/`));
    await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) });
    expect((await listed())?.payment_url).toBeNull();
  });

  it('retries only failed payments, of their owner or by ops and admin', async ({
    listening: harness,
    customer: alice,
    otherCustomer: bob,
    ops,
    admin,
    auditor,
  }) => {
    const created = await post(harness, '/api/v1/mobile-money/charge', bob, chargeBody({ phone: mtnNumber('01') }));
    const reference = created.json().data.reference as string;

    const early = await post(harness, `/api/v1/payments/retry/${reference}`, bob);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({ code: 'conflict', message: 'Only failed payments can be retried' });

    await runJobs(harness);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('failed');

    const stranger = await post(harness, `/api/v1/payments/retry/${reference}`, alice);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('not_found');
    expect((await post(harness, `/api/v1/payments/retry/${reference}`, auditor)).statusCode).toBe(403);
    expect((await post(harness, '/api/v1/payments/retry/PAY-NOPE', bob)).statusCode).toBe(404);

    const retried = await post(harness, `/api/v1/payments/retry/${reference}`, bob);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ data: { reference, livemode: false, status: 'pending', attempt: 2 } });
    const attempts = await harness.app
      .db('payment_attempts as a')
      .join('payments as p', 'p.id', 'a.payment_id')
      .where('p.reference', reference)
      .orderBy('a.attempt_number')
      .pluck('a.provider_request_reference');
    expect(attempts).toEqual([reference, `${reference}-R1`]);

    await runJobs(harness);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('failed');
    // Two retries at once: the row lock lets one through; the other finds it pending again.
    const [one, two] = await Promise.all([
      post(harness, `/api/v1/payments/retry/${reference}`, ops),
      post(harness, `/api/v1/payments/retry/${reference}`, admin),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    expect((await paymentState(harness, reference)).attempt_count).toBe(3);
  });
});

describe('provider callbacks', () => {
  it('answers 404 for an unknown attempt and 400 for an unknown provider', async ({ listening: harness }) => {
    const unknown = await harness.app.inject({
      method: 'PUT',
      url: '/api/v1/provider-callbacks/mtn/PAY-UNKNOWN',
      payload: { status: 'SUCCESSFUL' },
    });
    expect(unknown.statusCode).toBe(404);
    const badProvider = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/provider-callbacks/paypal/PAY-UNKNOWN',
      payload: {},
    });
    expect(badProvider.statusCode).toBe(400);
  });

  it('refuses an unsigned GIMAC callback and leaves the payment alone', async ({
    listening: harness,
    customer: alice,
  }) => {
    const created = await post(
      harness,
      '/api/v1/gimac/bank-to-mobile',
      alice,
      bankToMobileBody({ mobilePhone: orangeNumber('04') }),
    );
    const reference = created.json().data.reference as string;
    await runJobs(harness);
    expect((await paymentState(harness, reference)).status).toBe('processing');
    const forged = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/provider-callbacks/gimac/${reference}`,
      payload: { transfer_id: 'x', external_reference: reference, status: 'SUCCESSFUL', amount: 5000 },
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect((await paymentState(harness, reference)).status).toBe('processing');
  });
});
