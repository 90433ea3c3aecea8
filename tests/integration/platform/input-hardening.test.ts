import net from 'node:net';
import { describe, expect } from 'vitest';
import { it, type ListeningApp } from '../../helpers/fixtures.ts';
import { parseAnswer } from '../../helpers/fuzz/http-client.ts';
import { errorOf } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * The input rules and protocol limits one by one (the fuzzer, api-fuzz.test.ts, throws
 * everything at every operation; this file says what each answer is).
 */
it.override('appOptions', { TRUST_PROXY: 'true' });

const contact = { firstName: 'Amina', lastName: 'Nkono', email: 'amina@example.cm', message: 'Hello' };

function post(harness: TestApp, url: string, payload: string | object, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** Bytes to a real socket, as a client Node's HTTP client would refuse to be. */
function overSocket(listening: ListeningApp, bytes: string): Promise<ReturnType<typeof parseAnswer>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(listening.origin).port) }, () =>
      socket.write(Buffer.from(bytes, 'latin1')),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', () => undefined);
  });
}

describe('strings PostgreSQL cannot store', () => {
  it('refuses a NUL character in any field, naming it', async ({ harness }) => {
    const response = await post(harness, '/api/v1/contact', { ...contact, company: 'Express\u0000Union' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toContainEqual(
      expect.objectContaining({
        path: 'company',
        message: 'company must be text without NUL characters or unpaired surrogates',
        reason: 'field_text',
      }),
    );
  });

  it('refuses an unpaired surrogate, also beside another format (e-mail)', async ({
    harness,
    customer: { headers: customer },
  }) => {
    const response = await post(
      harness,
      '/api/v1/mobile-money/charge',
      {
        amount: 5000,
        phone: '237670000000',
        provider: 'mtn',
        customer: { name: 'Amina \ud800', email: 'amina\udc00@example.cm' },
      },
      customer,
    );
    expect(response.statusCode).toBe(400);
    const paths = errorOf(response).details?.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['customer.name', 'customer.email']));
  });

  it('refuses a NUL in a path parameter before any query', async ({ harness, customer: { headers: customer } }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/payments/retry/a%00b',
      headers: customer,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.[0]?.path).toBe('reference');
  });

  it('accepts ordinary text: accents, emoji (a surrogate pair) and spaces', async ({ harness }) => {
    const response = await post(harness, '/api/v1/contact', { ...contact, firstName: 'Chantal 😀 Mbïda' });
    expect(response.statusCode).toBe(201);
  });
});

describe('URLs the router cannot read', () => {
  it.for(['%zz', '%', '%C0%AE', '%ED%A0%80'])(
    'answers %s in a path with a 400 envelope, not Fastify’s body',
    async (value, { harness, customer: { headers: customer } }) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/payments/retry/${value}`,
        headers: customer,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'bad_request' });
      expect(response.body).not.toMatch(/FST_|fastify/i);
      expect(response.headers['x-request-id']).toBe(response.json().error.requestId);
    },
  );

  it('lets a path parameter up to 500 characters meet its schema, and answers 414 past that', async ({
    harness,
    customer: { headers: customer },
  }) => {
    const long = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/payments/retry/${'a'.repeat(300)}`,
      headers: customer,
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).details?.[0]).toMatchObject({
      path: 'reference',
      message: 'reference must be at most 100 characters',
      reason: 'field_too_long',
    });
    const tooLong = await harness.app.inject({ method: 'POST', url: `/api/v1/payments/retry/${'a'.repeat(501)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(errorOf(tooLong).code).toBe('uri_too_long');
  });

  it('answers a URL over 8 192 characters with 414', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/healthz?pad=${'u'.repeat(8200)}` });
    expect(response.statusCode).toBe(414);
    expect(errorOf(response)).toMatchObject({
      code: 'uri_too_long',
      message: 'The URL is longer than 8192 characters',
    });
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses a body nested 10 000 levels deep (here in an unknown field of a payment) before validation', async ({
    harness,
    customer: { headers: customer },
  }) => {
    const body = `{"amount":5000,"phone":"237670000000","provider":"mtn","customer":{"name":"A","email":"a@b.cm"},"x":${nested(10_000)}}`;
    const response = await post(harness, '/api/v1/mobile-money/charge', body, {
      ...customer,
      'idempotency-key': 'deep-1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'bad_request',
      message: 'The request body nests objects and arrays more than 32 levels deep',
    });
  });

  it('lets 32 levels through to the validator, and refuses 33', async ({ harness }) => {
    const at = (depth: number) => post(harness, '/api/v1/contact', `{"firstName":${nested(depth - 1)}}`);
    expect(errorOf(await at(32)).code).toBe('validation_error');
    expect(errorOf(await at(33)).code).toBe('bad_request');
  });
});

describe('numbers and dates', () => {
  it('refuses Infinity and 1e999, which Ajv coerces past minimum and maximum', async ({
    harness,
    customer: { headers: customer },
  }) => {
    for (const value of ['Infinity', '-1e999']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/transactions?page=${value}`,
        headers: customer,
      });
      expect(response.statusCode, value).toBe(400);
      expect(errorOf(response).details).toContainEqual(
        expect.objectContaining({ path: 'page', message: 'page must be a finite number', reason: 'field_finite' }),
      );
    }
  });

  it.for(['0000-01-01', '1999-12-31', '2026-02-30', '2100-01-01'])(
    'refuses the date %s',
    async (date, { harness, customer: { headers: customer }, ops: { headers: staff } }) => {
      const list = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/transactions?from=${date}`,
        headers: customer,
      });
      expect(list.statusCode).toBe(400);
      expect(errorOf(list).details).toContainEqual(
        expect.objectContaining({
          path: 'from',
          message: 'from must be a date (YYYY-MM-DD) from 2000-01-01 to 2099-12-31',
          reason: 'field_calendar_date',
          params: { field: 'from', format: 'calendar-date', earliest: '2000-01-01', latest: '2099-12-31' },
        }),
      );
      const report = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/reconciliation/report.csv?date=${date}`,
        headers: staff,
      });
      expect(report.statusCode).toBe(400);
      expect(errorOf(report).details?.[0]?.path).toBe('date');
    },
  );

  it('refuses a timestamp whose Douala day is out of range', async ({ harness, ops: { headers: staff } }) => {
    const response = await post(harness, '/api/v1/reconciliation/generate', { date: '0000-06-01T10:00:00Z' }, staff);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.[0]?.message).toBe(
      'date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp, from 2000-01-01 to 2099-12-31',
    );
  });
});

describe('the client address behind a proxy', () => {
  it('refuses an X-Forwarded-For that is not an IP address, instead of failing on the inet column', async ({
    harness,
  }) => {
    for (const forwarded of ['nonsense', 'fe80::1%eth0', '999.1.1.1']) {
      const response = await post(harness, '/api/v1/contact', contact, { 'x-forwarded-for': forwarded });
      expect(response.statusCode, forwarded).toBe(400);
      expect(errorOf(response).code).toBe('bad_request');
    }
    expect((await post(harness, '/api/v1/contact', contact, { 'x-forwarded-for': '2001:db8::1' })).statusCode).toBe(
      201,
    );
  });

  it('believes only the hop the load balancer appended, so a caller cannot pick an allow-listed address', async ({
    harness,
    customer,
  }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, { ipWhitelist: ['198.51.100.9'] });
    const accounts = (forwarded: string) =>
      harness.app.inject({
        method: 'GET',
        url: '/api/v1/accounts',
        headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': forwarded },
      });
    // The caller wrote the first entry; the proxy appended the address it really saw.
    const spoofed = await accounts('198.51.100.9, 203.0.113.5');
    expect(spoofed.statusCode).toBe(403);
    expect((await accounts('203.0.113.5, 198.51.100.9')).statusCode).toBe(200);
  });
});

describe('what Node refuses or would answer itself', () => {
  it('answers headers over 16 KiB with a 431 envelope and closes the connection', async ({ listening }) => {
    const answer = await overSocket(
      listening,
      `GET /api/healthz HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer?.status).toBe(431);
    expect(answer?.headers.connection).toBe('close');
    const body = JSON.parse(answer?.body ?? '{}');
    expect(body.error).toMatchObject({ code: 'headers_too_large' });
    expect(body.error.requestId).toBe(answer?.headers['x-request-id']);
  });

  it('answers malformed HTTP with a 400 envelope', async ({ listening }) => {
    const answer = await overSocket(
      listening,
      'GET /api/healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    );
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.body ?? '{}').error).toMatchObject({
      code: 'bad_request',
      message: 'The request is not valid HTTP/1.1',
    });
  });

  it('answers an HTTP/1.1 request without Host with a 400 envelope', async ({ listening }) => {
    const answer = await overSocket(listening, 'GET /api/healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.body ?? '{}').error.message).toBe('The Host header is required');
  });

  it('ignores an Expect header it does not know, rather than a bare 417', async ({ listening }) => {
    const answer = await overSocket(
      listening,
      'GET /api/healthz HTTP/1.1\r\nHost: x\r\nExpect: banana\r\nConnection: close\r\n\r\n',
    );
    expect(answer?.status).toBe(200);
  });
});

describe('rate-limit headers', () => {
  it('give the seconds until the window resets, not a timestamp', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/stats' });
    const reset = Number(response.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
  });
});
