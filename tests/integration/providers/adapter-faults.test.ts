import type http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGimacAdapter } from '../../../api/providers/gimac/adapter.ts';
import { createMtnMomoAdapter } from '../../../api/providers/mtn-momo/adapter.ts';
import { createOrangeMoneyAdapter } from '../../../api/providers/orange-money/adapter.ts';
import type { ProviderAttempt } from '../../../api/providers/types.ts';
import { type FakeRequest, sendJson, startFakeProvider } from '../../helpers/fake-provider.ts';
import { freePort } from '../../helpers/free-port.ts';

type Handler = (request: FakeRequest, response: http.ServerResponse) => void;

/** Each test scripts the fake provider by path prefix; unscripted paths answer a sane default. */
let script: Record<string, Handler> = {};
let fake: Awaited<ReturnType<typeof startFakeProvider>>;

const token =
  (expiresIn = 3600): Handler =>
  (_request, response) =>
    sendJson(response, 200, {
      access_token: `token-${Math.random()}`,
      token_type: 'access_token',
      expires_in: expiresIn,
    });

beforeAll(async () => {
  fake = await startFakeProvider((request, response) => {
    const entry = Object.entries(script).find(([prefix]) => request.path.startsWith(prefix));
    if (entry) return entry[1](request, response);
    sendJson(response, 404, { code: 'RESOURCE_NOT_FOUND', message: 'not scripted' });
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  script = {};
});

const mtn = (timeoutMs = 300) =>
  createMtnMomoAdapter({
    baseUrl: () => fake.origin,
    subscriptionKey: 'key',
    apiUser: '0f6c2b1e-8d4a-4c3b-9e7f-5a1d2c3b4e5f',
    apiKey: 'secret',
    targetEnvironment: 'sandbox',
    timeoutMs,
  });

const charge = { reference: 'PAY-1', amount: 1000, currency: 'XAF' as const, phone: '237670000000' };
const mtnAttempt: ProviderAttempt = {
  provider: 'mtn',
  reference: 'PAY-1',
  providerReference: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  amount: 1000,
  currency: 'XAF',
  providerData: {},
};
const statusBody = (overrides: Record<string, unknown> = {}) => ({
  amount: '1000',
  currency: 'XAF',
  externalId: 'PAY-1',
  payer: { partyIdType: 'MSISDN', partyId: '237670000000' },
  status: 'SUCCESSFUL',
  financialTransactionId: '1234567890',
  ...overrides,
});

describe('timeouts and unreachable providers', () => {
  it('gives up on a provider that does not answer in time, keeping the X-Reference-Id', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay'] = (_request, response) => {
      setTimeout(() => response.end(), 1500).unref();
    };
    const outcome = await mtn(200).initiate(charge);
    expect(outcome).toMatchObject({ kind: 'transient', problem: 'timeout', message: 'No answer within 200 ms' });
    expect(outcome.kind === 'transient' && outcome.providerReference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives up on a body that starts and never ends', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay/'] = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"amount":"1000",');
    };
    expect(await mtn(200).fetchStatus(mtnAttempt)).toMatchObject({
      kind: 'transient',
      problem: 'timeout',
      providerReference: mtnAttempt.providerReference,
    });
  });

  it('reports a refused connection as a network problem, and health as down, without throwing', async () => {
    const closedPort = await freePort();
    const adapter = createMtnMomoAdapter({
      baseUrl: () => `http://127.0.0.1:${closedPort}`,
      subscriptionKey: 'k',
      apiUser: '0f6c2b1e-8d4a-4c3b-9e7f-5a1d2c3b4e5f',
      apiKey: 's',
      targetEnvironment: 'sandbox',
      timeoutMs: 1000,
    });
    expect(await adapter.initiate(charge)).toMatchObject({ kind: 'transient', problem: 'network' });
    expect(await adapter.health()).toMatchObject({ provider: 'mtn', status: 'down', services: [] });
    expect(await adapter.settlementStatement('2026-11-22')).toMatchObject({ kind: 'transient', problem: 'network' });
  });
});

describe('5xx, throttling and refusals', () => {
  it('reads 5xx answers as transient, whatever their body', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay'] = (_request, response) => {
      response.statusCode = 502;
      response.end('<html><body>Bad gateway</body></html>');
    };
    expect(await mtn().initiate(charge)).toMatchObject({ kind: 'transient', problem: 'server_error', httpStatus: 502 });
  });

  it('reads 429 as rate limited with the Retry-After delay', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay/'] = (_request, response) => {
      response.setHeader('retry-after', '7');
      sendJson(response, 429, { code: 'TOO_MANY_REQUESTS' });
    };
    expect(await mtn().fetchStatus(mtnAttempt)).toMatchObject({
      kind: 'transient',
      problem: 'rate_limited',
      retryAfterMs: 7000,
    });
  });

  it('does not call the payment endpoint when no token can be had', async () => {
    script['/collection/token/'] = (_request, response) => sendJson(response, 503, { error: 'maintenance' });
    expect(await mtn().initiate(charge)).toMatchObject({ kind: 'transient', problem: 'server_error', httpStatus: 503 });
    expect(fake.count('/collection/v1_0/requesttopay')).toBe(0);
  });

  it("reads a 400 refusal as a final failure with MTN's code, or INVALID_REQUEST when unreadable", async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay'] = (_request, response) =>
      sendJson(response, 400, { code: 'PAYEE_NOT_ALLOWED_TO_RECEIVE', message: 'Payee not allowed' });
    expect(await mtn().initiate(charge)).toMatchObject({
      kind: 'failed',
      reason: { code: 'PAYEE_NOT_ALLOWED_TO_RECEIVE', message: 'Payee not allowed', category: 'invalid_request' },
    });
    script['/collection/v1_0/requesttopay'] = (_request, response) => {
      response.statusCode = 400;
      response.end('nope');
    };
    expect(await mtn().initiate(charge)).toMatchObject({ kind: 'failed', reason: { code: 'INVALID_REQUEST' } });
  });

  it('never marks a payment failed on a status call error', async () => {
    script['/collection/token/'] = token();
    for (const status of [400, 404, 409, 500]) {
      script['/collection/v1_0/requesttopay/'] = (_request, response) => sendJson(response, status, { code: 'X' });
      const outcome = await mtn().fetchStatus(mtnAttempt);
      expect(outcome.kind, String(status)).toBe('transient');
    }
    script['/collection/v1_0/requesttopay/'] = (_request, response) => sendJson(response, 404, { code: 'X' });
    expect(await mtn().fetchStatus(mtnAttempt)).toMatchObject({ problem: 'not_found' });
  });
});

describe('malformed answers', () => {
  it('refuses status answers that are not JSON, miss fields or use unknown statuses', async () => {
    script['/collection/token/'] = token();
    const bodies: (string | object)[] = [
      '<html>maintenance</html>',
      '',
      { status: 'SUCCESSFUL' },
      statusBody({ status: 'DONE' }),
      statusBody({ amount: 1000 }),
      [1, 2, 3],
    ];
    for (const body of bodies) {
      script['/collection/v1_0/requesttopay/'] = (_request, response) => {
        response.statusCode = 200;
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const outcome = await mtn().fetchStatus(mtnAttempt);
      expect(outcome, JSON.stringify(body)).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
    }
  });

  it('refuses a status about another amount or payment', async () => {
    script['/collection/token/'] = token();
    for (const overrides of [{ amount: '999' }, { externalId: 'PAY-2' }, { currency: 'EUR' }]) {
      script['/collection/v1_0/requesttopay/'] = (_request, response) => sendJson(response, 200, statusBody(overrides));
      expect(await mtn().fetchStatus(mtnAttempt)).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
    }
  });

  it('reads both forms of MTN failure reasons', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay/'] = (_request, response) =>
      sendJson(
        response,
        200,
        statusBody({ status: 'FAILED', reason: { code: 'NOT_ENOUGH_FUNDS', message: 'Low balance' } }),
      );
    expect(await mtn().fetchStatus(mtnAttempt)).toMatchObject({
      kind: 'failed',
      reason: { code: 'NOT_ENOUGH_FUNDS', message: 'Low balance', category: 'insufficient_funds' },
    });
    script['/collection/v1_0/requesttopay/'] = (_request, response) =>
      sendJson(response, 200, statusBody({ status: 'FAILED', reason: 'SOMETHING_NEW' }));
    expect(await mtn().fetchStatus(mtnAttempt)).toMatchObject({
      kind: 'failed',
      reason: { code: 'SOMETHING_NEW', category: 'other' },
    });
  });

  it('refuses an answer larger than a megabyte', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay/'] = (_request, response) => {
      response.statusCode = 200;
      response.end(`{"padding":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    };
    expect(await mtn(5000).fetchStatus(mtnAttempt)).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
  });

  it('refuses a token answer without a token', async () => {
    script['/collection/token/'] = (_request, response) => sendJson(response, 200, { token_type: 'access_token' });
    expect(await mtn().initiate(charge)).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
  });

  it('refuses an Orange web payment answer without its tokens, and statements that do not add up', async () => {
    script['/oauth/v3/token'] = (_request, response) =>
      sendJson(response, 200, { token_type: 'Bearer', access_token: 'abc', expires_in: 3600 });
    script['/orange-money-webpay/cm/v1/webpayment'] = (_request, response) =>
      sendJson(response, 201, { status: 201, message: 'OK', payment_url: 'https://pay.example/x' });
    script['/orange-money-webpay/cm/v1/settlements/'] = (_request, response) =>
      sendJson(response, 200, {
        date: '2026-11-21',
        currency: 'XAF',
        transactions: [],
        count: 0,
        total_amount: 0,
        next_cursor: null,
      });
    const orange = createOrangeMoneyAdapter({
      baseUrl: () => fake.origin,
      clientId: 'c',
      clientSecret: 's',
      merchantKey: 'm',
      merchantName: 'CEMAC Open Banking',
      returnUrl: () => 'https://example.test/back',
      cancelUrl: () => 'https://example.test/back',
      environment: 'production',
      timeoutMs: 1000,
      sendPayerNumber: false,
      callbackUrl: (reference) => `https://example.test/cb/${reference}`,
    });
    expect(await orange.initiate({ ...charge, phone: '237690000000' })).toMatchObject({
      kind: 'transient',
      problem: 'malformed_response',
    });
    const sent = JSON.parse(fake.requests.find((request) => request.path.endsWith('/webpayment'))?.body ?? '{}');
    // Live mode never adds the sandbox-only payer number.
    expect(sent).not.toHaveProperty('subscriber_msisdn');
    expect(sent).toMatchObject({ order_id: 'PAY-1', amount: 1000, notif_url: 'https://example.test/cb/PAY-1' });
    expect(await orange.settlementStatement('2026-11-22')).toMatchObject({
      kind: 'transient',
      problem: 'malformed_response',
    });
  });

  it('refuses a GIMAC transfer answer about another transfer and reports a degraded GIMAC', async () => {
    script['/oauth/token'] = (_request, response) =>
      sendJson(response, 200, { access_token: 'abc', token_type: 'Bearer', expires_in: 3600 });
    script['/v1/transfers/'] = (_request, response) =>
      sendJson(response, 200, {
        transfer_id: 'GMC-OTHER',
        external_reference: 'PAY-1',
        type: 'BANK_TO_WALLET',
        status: 'COMPLETED',
        reason_code: null,
        reason_message: null,
        amount: 1000,
        currency: 'XAF',
        sender: { participant_code: 'AFRILAND_CM', account_number: '12345678' },
        receiver: { participant_code: 'MTN_CM', msisdn: '237670000000' },
        created_at: '2026-11-22T10:00:00Z',
        updated_at: '2026-11-22T10:00:00Z',
        completed_at: '2026-11-22T10:00:00Z',
      });
    script['/v1/status'] = (_request, response) =>
      sendJson(response, 200, {
        status: 'DEGRADED',
        environment: 'PRODUCTION',
        message: 'Wallet to wallet transfers are unavailable',
        services: [
          { code: 'BANK_TO_WALLET', name: 'Bank to wallet transfers', status: 'UP' },
          { code: 'WALLET_TO_WALLET', name: 'Wallet to wallet transfers', status: 'DOWN' },
        ],
        timestamp: '2026-11-22T10:00:00Z',
      });
    const gimac = createGimacAdapter({
      baseUrl: () => fake.origin,
      clientId: 'c',
      clientSecret: 's'.repeat(16),
      timeoutMs: 1000,
    });
    const attempt: ProviderAttempt = { ...mtnAttempt, provider: 'gimac', providerReference: 'GMC-MINE' };
    expect(await gimac.fetchStatus(attempt)).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
    expect(await gimac.health()).toMatchObject({
      status: 'degraded',
      environment: 'production',
      message: 'Wallet to wallet transfers are unavailable',
      services: ['Bank to wallet transfers'],
    });
  });
});

describe('paged settlement statements', () => {
  const line = (id: number, amount: number) => ({
    referenceId: `7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c${String(id).padStart(2, '0')}`,
    externalId: `PAY-${id}`,
    financialTransactionId: String(1_000_000_000 + id),
    amount: String(amount),
    settledAt: '2026-11-22T10:00:00.000Z',
  });
  /** MTN's statement pages by cursor (none: the first); each names the next one. */
  const pages =
    (
      byCursor: Record<string, { transactions: unknown[]; count?: number; totalAmount?: string; next: string | null }>,
    ) =>
    (request: FakeRequest, response: http.ServerResponse) => {
      const query = new URL(request.path, 'http://fake').searchParams;
      const page = byCursor[query.get('cursor') ?? ''];
      if (!page) return sendJson(response, 400, { code: 'BAD_REQUEST', message: 'unknown cursor' });
      sendJson(response, 200, {
        date: '2026-11-22',
        currency: 'XAF',
        transactions: page.transactions,
        count: page.count ?? 3,
        totalAmount: page.totalAmount ?? '6000',
        nextCursor: page.next,
      });
    };

  it('follows the cursors, asking for full pages, and returns the whole statement', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/settlements/'] = pages({
      '': { transactions: [line(1, 1000), line(2, 2000)], next: 'page-2' },
      'page-2': { transactions: [line(3, 3000)], next: null },
    });
    const outcome = await mtn().settlementStatement('2026-11-22');
    expect(outcome).toMatchObject({ kind: 'statement', statement: { count: 3, totalAmount: 6000 } });
    expect(outcome.kind === 'statement' && outcome.statement.entries.map((entry) => entry.reference)).toEqual([
      'PAY-1',
      'PAY-2',
      'PAY-3',
    ]);
    expect(fake.requests.filter((request) => request.path.includes('/settlements/')).map((r) => r.path)).toEqual([
      '/collection/v1_0/settlements/2026-11-22?limit=2000',
      '/collection/v1_0/settlements/2026-11-22?limit=2000&cursor=page-2',
    ]);
  });

  it.for<[string, Parameters<typeof pages>[0], RegExp]>([
    [
      'a page changes the announced total',
      {
        '': { transactions: [line(1, 1000)], next: 'page-2' },
        'page-2': { transactions: [line(2, 2000), line(3, 3000)], totalAmount: '7000', next: null },
      },
      /a page announces 3 entries for 7000 XAF, the first 3 for 6000 XAF/,
    ],
    [
      'the last page leaves the statement short',
      {
        '': { transactions: [line(1, 1000)], next: 'page-2' },
        'page-2': { transactions: [line(2, 2000)], next: null },
      },
      /the pages hold 2 entries for 3000 XAF, 3 for 6000 XAF were announced/,
    ],
    [
      'a page names an earlier cursor',
      {
        '': { transactions: [line(1, 1000)], next: 'page-2' },
        'page-2': { transactions: [line(2, 2000)], next: 'page-2' },
      },
      /names an earlier page/,
    ],
    [
      'an empty page promises more',
      { '': { transactions: [], next: 'page-2' }, 'page-2': { transactions: [], next: 'page-2' } },
      /an empty page names a next page/,
    ],
    [
      'a page spells its total as no number',
      { '': { transactions: [line(1, 1000)], totalAmount: '1 000', next: null } },
      /totalAmount/,
    ],
  ])('is malformed when %s, never a short statement', async ([, byCursor, message]) => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/settlements/'] = pages(byCursor);
    const outcome = await mtn().settlementStatement('2026-11-22');
    expect(outcome).toMatchObject({ kind: 'transient', problem: 'malformed_response' });
    expect(outcome.kind === 'transient' && outcome.message).toMatch(message);
    expect(fake.count('/collection/v1_0/settlements/')).toBeLessThanOrEqual(2);
  });
});

describe('token caching', () => {
  it('reuses a token until shortly before it expires, then asks for a new one', async () => {
    script['/collection/token/'] = token(1);
    script['/collection/v1_0/requesttopay/'] = (_request, response) => sendJson(response, 200, statusBody());
    // Only Date is faked (the token cache's clock); sockets and their timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const adapter = mtn();
      await adapter.fetchStatus(mtnAttempt);
      await adapter.fetchStatus(mtnAttempt);
      expect(fake.count('/collection/token/')).toBe(1);
      vi.setSystemTime(Date.now() + 1000);
      await adapter.fetchStatus(mtnAttempt);
      expect(fake.count('/collection/token/')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one token request between concurrent calls', async () => {
    script['/collection/token/'] = (request, response) => {
      setTimeout(() => token()(request, response), 100);
    };
    script['/collection/v1_0/requesttopay/'] = (_request, response) => sendJson(response, 200, statusBody());
    const adapter = mtn(2000);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => adapter.fetchStatus(mtnAttempt)));
    expect(outcomes.every((outcome) => outcome.kind === 'succeeded')).toBe(true);
    expect(fake.count('/collection/token/')).toBe(1);
  });

  it('takes a new token once when the provider drops the cached one, and reports a lasting refusal', async () => {
    script['/collection/token/'] = token();
    let refusals = 1;
    script['/collection/v1_0/requesttopay/'] = (_request, response) => {
      if (refusals-- > 0) return sendJson(response, 401, { statusCode: 401, message: 'token expired' });
      sendJson(response, 200, statusBody());
    };
    const adapter = mtn();
    expect((await adapter.fetchStatus(mtnAttempt)).kind).toBe('succeeded');
    expect(fake.count('/collection/token/')).toBe(2);

    refusals = Number.POSITIVE_INFINITY;
    fake.requests.length = 0;
    expect(await adapter.fetchStatus(mtnAttempt)).toMatchObject({
      kind: 'transient',
      problem: 'authentication',
      httpStatus: 401,
    });
    expect(fake.count('/collection/v1_0/requesttopay/')).toBe(2);
  });

  it('sends the MTN headers the protocol requires', async () => {
    script['/collection/token/'] = token();
    script['/collection/v1_0/requesttopay'] = (_request, response) => {
      response.statusCode = 202;
      response.end();
    };
    await mtn().initiate({ ...charge, description: 'Order 42', callbackUrl: 'https://example.test/cb/PAY-1' });
    const [tokenCall, payCall] = fake.requests;
    expect(tokenCall?.headers.authorization).toBe(
      `Basic ${Buffer.from('0f6c2b1e-8d4a-4c3b-9e7f-5a1d2c3b4e5f:secret').toString('base64')}`,
    );
    expect(tokenCall?.headers['ocp-apim-subscription-key']).toBe('key');
    expect(payCall?.headers).toMatchObject({
      'x-target-environment': 'sandbox',
      'x-callback-url': 'https://example.test/cb/PAY-1',
      'ocp-apim-subscription-key': 'key',
      'content-type': 'application/json',
    });
    expect(payCall?.headers['x-reference-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(payCall?.body ?? '{}')).toEqual({
      amount: '1000',
      currency: 'XAF',
      externalId: 'PAY-1',
      payer: { partyIdType: 'MSISDN', partyId: '237670000000' },
      payerMessage: 'Order 42',
      payeeNote: 'PAY-1',
    });
  });
});

describe('requests that are never sent', () => {
  it('refuses fractional amounts, other currencies and malformed phones or references without a call', async () => {
    const adapter = mtn();
    for (const request of [
      { ...charge, amount: 10.5 },
      { ...charge, amount: 0 },
      { ...charge, currency: 'EUR' as 'XAF' },
      { ...charge, phone: '670000000' },
      { ...charge, reference: 'has spaces' },
      { ...charge, providerReference: 'not-a-uuid' },
    ]) {
      expect(await adapter.initiate(request)).toMatchObject({
        kind: 'failed',
        reason: { category: 'invalid_request' },
      });
    }
    expect(fake.requests).toHaveLength(0);
  });
});
