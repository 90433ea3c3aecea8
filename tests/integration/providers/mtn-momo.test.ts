import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { createMtnMomoAdapter } from '../../../api/providers/mtn-momo/adapter.ts';
import { SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import { attemptOf, type Sandbox, sandboxTest } from '../../helpers/provider-harness.ts';

const it = sandboxTest;

const mtn = (sandbox: Sandbox) => sandbox.harness().app.providers.mtn;
const reference = (label: string) => `MTN-${label}-${randomUUID().slice(0, 8)}`;

async function charge(sandbox: Sandbox, phone: string, amount = 1500, label = phone.slice(-2)) {
  const ref = reference(label);
  const outcome = await mtn(sandbox).initiate({
    reference: ref,
    amount,
    currency: 'XAF',
    phone,
    description: 'Sandbox test',
    callbackUrl: sandbox.sink().url(`/mtn/${ref}`),
  });
  return { ref, outcome };
}

describe('MTN MoMo adapter against the sandbox simulator', () => {
  it('answers HTTP 500 once for a number ending in 05, then accepts the resent request', async ({ sandbox }) => {
    const ref = reference('05');
    const request = { reference: ref, amount: 2500, currency: 'XAF' as const, phone: '237670000005' };
    const first = await mtn(sandbox).initiate(request);
    expect(first).toMatchObject({ kind: 'transient', problem: 'server_error', httpStatus: 500 });
    // The transient outcome carries the X-Reference-Id, so the engine resends the same request.
    const providerReference = first.kind === 'transient' ? first.providerReference : undefined;
    expect(providerReference).toMatch(/^[0-9a-f-]{36}$/);
    const second = await mtn(sandbox).initiate({ ...request, providerReference });
    expect(second).toMatchObject({ kind: 'pending', attempt: { providerReference } });
    expect((await mtn(sandbox).fetchStatus(attemptOf(second))).kind).toBe('succeeded');
  });

  it('treats a resend of an accepted X-Reference-Id (409) as the same attempt', async ({ sandbox }) => {
    const { ref, outcome } = await charge(sandbox, '237670000000');
    const attempt = attemptOf(outcome);
    const again = await mtn(sandbox).initiate({
      reference: ref,
      amount: 1500,
      currency: 'XAF',
      phone: '237670000000',
      providerReference: attempt.providerReference,
    });
    expect(again).toMatchObject({ kind: 'succeeded', attempt: { providerReference: attempt.providerReference } });
  });

  it('fails a number MTN did not issue with PAYER_NOT_FOUND', async ({ sandbox }) => {
    const { outcome } = await charge(sandbox, '237690000000');
    expect(await mtn(sandbox).fetchStatus(attemptOf(outcome))).toMatchObject({
      kind: 'failed',
      reason: { code: 'PAYER_NOT_FOUND' },
    });
  });

  it('rejects a callback about another payment and confirms nothing from its body alone', async ({ sandbox }) => {
    const { outcome } = await charge(sandbox, '237670000000');
    const attempt = attemptOf(outcome);
    const forged = { amount: '1500', currency: 'XAF', externalId: 'SOMETHING-ELSE', status: 'SUCCESSFUL' };
    expect(await mtn(sandbox).confirmCallback({ body: forged, headers: {} }, attempt)).toMatchObject({
      kind: 'rejected',
    });
    expect(await mtn(sandbox).confirmCallback({ body: { status: 'DONE' }, headers: {} }, attempt)).toMatchObject({
      kind: 'rejected',
    });
    // A "FAILED" claim for a payment MTN reports successful ends as MTN says, not as claimed.
    const claim = {
      amount: '1500',
      currency: 'XAF',
      externalId: attempt.reference,
      status: 'FAILED',
      reason: 'EXPIRED',
    };
    expect(await mtn(sandbox).confirmCallback({ body: claim, headers: {} }, attempt)).toMatchObject({
      kind: 'succeeded',
    });
  });

  it('caches its token until expiry and recovers when MTN drops it early', async ({ sandbox }) => {
    const tokens = () =>
      sandbox.harness().app.db('sandbox_access_tokens').where({ provider: 'mtn' }).count({ n: '*' }).first();
    const before = Number((await tokens())?.n);
    for (let index = 0; index < 3; index += 1) await charge(sandbox, '237670000000');
    expect(Number((await tokens())?.n)).toBe(before === 0 ? 1 : before);

    // Expire every token server-side: the next call gets 401, takes a new token and succeeds.
    await sandbox
      .harness()
      .app.db('sandbox_access_tokens')
      .where({ provider: 'mtn' })
      .update({ expires_at: sandbox.harness().app.db.raw("now() - interval '1 second'") });
    const { outcome } = await charge(sandbox, '237670000000');
    expect(outcome.kind).toBe('pending');
    expect(Number((await tokens())?.n)).toBe(Math.max(before, 1) + 1);
  });

  it('reports refused credentials and a wrong target environment as transient authentication problems', async ({
    sandbox,
  }) => {
    const base = {
      baseUrl: () => `${sandbox.harness().origin}/sandbox/mtn`,
      ...SANDBOX_CREDENTIALS.mtn,
      timeoutMs: 5000,
    };
    const wrongKey = createMtnMomoAdapter({ ...base, apiKey: 'not-the-key' });
    const request = { reference: reference('auth'), amount: 100, currency: 'XAF' as const, phone: '237670000000' };
    expect(await wrongKey.initiate(request)).toMatchObject({
      kind: 'transient',
      problem: 'authentication',
      httpStatus: 401,
    });
    expect(await wrongKey.health()).toMatchObject({ status: 'down', services: [] });

    const wrongEnvironment = createMtnMomoAdapter({ ...base, targetEnvironment: 'mtncameroon' });
    expect(await wrongEnvironment.initiate(request)).toMatchObject({
      kind: 'transient',
      problem: 'authentication',
      httpStatus: 403,
    });
  });
});

describe('MTN MoMo simulator protocol', () => {
  const url = (sandbox: Sandbox, path: string) => `${sandbox.harness().origin}/sandbox/mtn${path}`;
  const credentials = SANDBOX_CREDENTIALS.mtn;

  async function token(sandbox: Sandbox): Promise<string> {
    const response = await fetch(url(sandbox, '/collection/token/'), {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64')}`,
        'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
    return body.access_token;
  }

  it('answers requesttopay with 202 and no body, and needs a UUIDv4 X-Reference-Id', async ({ sandbox }) => {
    const bearer = await token(sandbox);
    const headers = {
      Authorization: `Bearer ${bearer}`,
      'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
      'X-Target-Environment': 'sandbox',
      'Content-Type': 'application/json',
    };
    const body = JSON.stringify({
      amount: '100',
      currency: 'XAF',
      externalId: 'RAW-1',
      payer: { partyIdType: 'MSISDN', partyId: '237670000000' },
      payerMessage: 'm',
      payeeNote: 'n',
    });
    const accepted = await fetch(url(sandbox, '/collection/v1_0/requesttopay'), {
      method: 'POST',
      headers: { ...headers, 'X-Reference-Id': randomUUID() },
      body,
    });
    expect(accepted.status).toBe(202);
    expect(await accepted.text()).toBe('');

    const noReference = await fetch(url(sandbox, '/collection/v1_0/requesttopay'), { method: 'POST', headers, body });
    expect(noReference.status).toBe(400);
    expect(await noReference.json()).toMatchObject({ code: 'BAD_REQUEST' });

    const badBody = await fetch(url(sandbox, '/collection/v1_0/requesttopay'), {
      method: 'POST',
      headers: { ...headers, 'X-Reference-Id': randomUUID() },
      body: JSON.stringify({ amount: 100 }),
    });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ code: 'BAD_REQUEST' });

    const unknown = await fetch(url(sandbox, `/collection/v1_0/requesttopay/${randomUUID()}`), { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
  });

  it('refuses calls without the subscription key or a valid token', async ({ sandbox }) => {
    const noKey = await fetch(url(sandbox, '/collection/v1_0/account/balance'), {
      headers: { Authorization: 'Bearer x' },
    });
    expect(noKey.status).toBe(401);
    const badToken = await fetch(url(sandbox, '/collection/v1_0/account/balance'), {
      headers: { Authorization: 'Bearer forged', 'Ocp-Apim-Subscription-Key': credentials.subscriptionKey },
    });
    expect(badToken.status).toBe(401);
    const badLogin = await fetch(url(sandbox, '/collection/token/'), {
      method: 'POST',
      headers: {
        Authorization: 'Basic bm9ib2R5Om5vdGhpbmc=',
        'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
      },
    });
    expect(badLogin.status).toBe(401);
  });

  it('stays out of the OpenAPI document', async ({ sandbox }) => {
    const document = (await sandbox.harness().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/sandbox'))).toBe(false);
  });
});

describe('several API processes play one MTN', () => {
  it('share tokens and transactions through PostgreSQL', async ({ sandbox }) => {
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_DIR: '.data/no-site', SEED_DEMO_DATA: false },
    );
    const second = await buildApp({ ...config, databaseUrl: sandbox.harness().databaseUrl });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { outcome } = await charge(sandbox, '237670000000');
      const attempt = attemptOf(outcome);
      // Process two has never seen this payment nor issued this adapter's token, yet answers the same.
      expect(await second.providers.mtn.fetchStatus(attempt)).toMatchObject({ kind: 'succeeded' });

      // A token issued by process one opens process two.
      const { apiUser, apiKey, subscriptionKey } = SANDBOX_CREDENTIALS.mtn;
      const issued = await fetch(`${sandbox.harness().origin}/sandbox/mtn/collection/token/`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`,
          'Ocp-Apim-Subscription-Key': subscriptionKey,
        },
      });
      const { access_token: token } = await issued.json();
      const address = second.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const status = await fetch(
        `http://127.0.0.1:${port}/sandbox/mtn/collection/v1_0/requesttopay/${attempt.providerReference}`,
        {
          headers: {
            Authorization: `Bearer ${token}`,
            'Ocp-Apim-Subscription-Key': subscriptionKey,
            'X-Target-Environment': 'sandbox',
          },
        },
      );
      expect(status.status).toBe(200);
      expect(await status.json()).toMatchObject({ status: 'SUCCESSFUL', externalId: attempt.reference });
    } finally {
      await second.close();
    }
  });
});
