import { Webhook } from 'standardwebhooks';
import { describe, expect } from 'vitest';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { test } from '../../helpers/fixtures.ts';
import { bearer, errorOf } from '../../helpers/identity.ts';
import { json, startRecordingServer } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';
import { clientCredentialsToken } from './client-token.ts';

/**
 * POST /api/v1/verify and GET /api/v1/verify/{id} against the KYC sandbox simulator over real
 * HTTP (the adapter calls this server's /sandbox/kyc), on the real database. Review takes no
 * time here (KYC_SANDBOX_REVIEW_SECONDS 0), so a check in review is decided by the next poll job.
 */
const it = test
  .extend('appOptions', { scope: 'file' }, { ...PAYMENTS_APP_OPTIONS, KYC_SANDBOX_REVIEW_SECONDS: 0 })
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'accounts:write']);

const PERSON = {
  fullName: 'Amina Nkono',
  dateOfBirth: '1990-04-12',
  documentType: 'cni',
  phoneNumber: '237670000000',
} as const;

/** The documented test identities: the document number's last two characters choose the outcome. */
const IDENTITIES = [
  { ending: '00', status: 'approved', result: 'match' },
  { ending: '01', status: 'rejected', result: 'mismatch' },
  { ending: '02', status: 'rejected', result: 'document_expired' },
] as const;

describe('POST /api/v1/verify', () => {
  it.for(IDENTITIES)(
    'answers test identity …$ending at once: $status ($result)',
    async (identity, { listening, apiKey }) => {
      const response = await listening.app.inject({
        method: 'POST',
        url: '/api/v1/verify',
        headers: apiKey.headers,
        payload: { ...PERSON, documentNumber: `1122334455${identity.ending}` },
      });
      expect(response.statusCode, response.body).toBe(201);
      const verification = response.json();
      expect(verification).toMatchObject({
        status: identity.status,
        result: identity.result,
        documentType: 'cni',
        documentLast4: `55${identity.ending}`,
        livemode: false,
      });
      expect(verification.completedAt).not.toBeNull();
      const read = await listening.app.inject({
        method: 'GET',
        url: `/api/v1/verify/${verification.verificationId}`,
        headers: apiKey.headers,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(verification);
    },
  );

  it('keeps a check in review pending until the poll job reads its decision (…03 approved, …04 rejected)', async ({
    listening,
    apiKey,
  }) => {
    const ids: Record<string, string> = {};
    for (const ending of ['03', '04']) {
      const response = await listening.app.inject({
        method: 'POST',
        url: '/api/v1/verify',
        headers: apiKey.headers,
        payload: { ...PERSON, documentType: 'passport', documentNumber: `AB12345${ending}` },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: 'pending', result: 'pending_review', completedAt: null });
      ids[ending] = response.json().verificationId;
    }
    await runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl);
    const read = async (id: string | undefined) =>
      (await listening.app.inject({ method: 'GET', url: `/api/v1/verify/${id}`, headers: apiKey.headers })).json();
    expect(await read(ids['03'])).toMatchObject({ status: 'approved', result: 'match', documentType: 'passport' });
    expect(await read(ids['04'])).toMatchObject({ status: 'rejected', result: 'mismatch' });
    // A second run of the job (a redelivered job) changes nothing and emits nothing more.
    const events = await listening.app.db('verification_events').count({ n: '*' }).first();
    await runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl);
    expect(await listening.app.db('verification_events').count({ n: '*' }).first()).toEqual(events);
  });

  it('stores the document only as its last four characters and a keyed fingerprint, nothing else of the person', async ({
    listening,
    apiKey,
  }) => {
    const response = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: apiKey.headers,
      payload: { ...PERSON, documentNumber: '9988-7766 5500' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await listening.app.db('identity_verifications').where({ id: response.json().verificationId }).first();
    expect(row).toMatchObject({ document_last4: '5500', api_key_id: apiKey.id, livemode: false });
    expect(row.document_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(row);
    for (const secret of ['998877665500', 'Amina', '1990-04-12', '237670000000']) expect(stored).not.toContain(secret);
    const simulated = JSON.stringify(await listening.app.db('sandbox_kyc_checks').select());
    expect(simulated).not.toContain('998877665500');
  });

  it('refuses bad input with one 400 detail per field, never a 500', async ({ listening, apiKey }) => {
    const post = (payload: unknown) =>
      listening.app.inject({
        method: 'POST',
        url: '/api/v1/verify',
        headers: apiKey.headers,
        payload: payload as object,
      });
    const rules = await post({
      fullName: '   ',
      dateOfBirth: '2999-01-01',
      documentType: 'cni',
      documentNumber: '12#',
      phoneNumber: '237220000000',
    });
    expect(rules.statusCode).toBe(400);
    expect(
      errorOf(rules).details?.map((entry: { path: string; reason: string }) => [entry.path, entry.reason]),
    ).toEqual([
      ['fullName', 'field_required'],
      ['dateOfBirth', 'date_of_birth_in_future'],
      ['documentNumber', 'document_number_invalid'],
      ['phoneNumber', 'phone_not_mobile'],
    ]);
    const impossible = await post({ ...PERSON, dateOfBirth: '1990-02-30', documentNumber: '112233445500' });
    expect(impossible.statusCode).toBe(400);
    expect(errorOf(impossible).details?.[0]).toMatchObject({ path: 'dateOfBirth' });
    const schema = await post({ ...PERSON, documentType: 'driving_licence', documentNumber: '112233445500', extra: 1 });
    expect(schema.statusCode).toBe(400);
    expect(errorOf(schema).code).toBe('validation_error');
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(await listening.app.db('identity_verifications').where({ document_last4: '4500' })).toEqual([]);
  });
});

describe('who may verify and read', () => {
  it('needs accounts:write to verify and accounts:read to read; anonymous callers are 401', async ({
    listening,
    customer,
    apiKey,
  }) => {
    const readOnly = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    const refused = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: bearer(readOnly.key),
      payload: { ...PERSON, documentNumber: '112233445500' },
    });
    expect(refused.statusCode).toBe(403);
    const created = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: apiKey.headers,
      payload: { ...PERSON, documentNumber: '112233445500' },
    });
    const id = created.json().verificationId;
    const writeOnly = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:write'] });
    const unread = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/verify/${id}`,
      headers: bearer(writeOnly.key),
    });
    expect(unread.statusCode).toBe(403);
    const anonymous = await listening.app.inject({ method: 'POST', url: '/api/v1/verify', payload: PERSON });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('unauthorized');
  });

  it("shows a verification to its owner only: another customer's key or session gets 404", async ({
    listening,
    apiKey,
    otherCustomer,
  }) => {
    const created = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: apiKey.headers,
      payload: { ...PERSON, documentNumber: '112233445500' },
    });
    const id = created.json().verificationId;
    const bySession = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/verify/${id}`,
      headers: otherCustomer.headers,
    });
    expect(bySession.statusCode).toBe(404);
    expect(errorOf(bySession).reason).toBe('verification_not_found');
    const otherKey = await insertApiKey(listening.app.db, otherCustomer.user.id, { scopes: ['accounts:read'] });
    const byKey = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/verify/${id}`,
      headers: bearer(otherKey.key),
    });
    expect(byKey.statusCode).toBe(404);
    const unknown = await listening.app.inject({
      method: 'GET',
      url: '/api/v1/verify/00000000-0000-4000-8000-000000000000',
      headers: apiKey.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await listening.app.inject({
      method: 'GET',
      url: '/api/v1/verify/not-a-uuid',
      headers: apiKey.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('accepts an OAuth access token with the scope, as its app, and refuses one without it', async ({
    listening,
    customer,
  }) => {
    const app = await clientCredentialsToken(listening, customer.headers, ['accounts:read', 'accounts:write']);
    const created = await fetch(`${listening.origin}/api/v1/verify`, {
      method: 'POST',
      headers: { ...app.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...PERSON, documentNumber: '112233445501' }),
    });
    expect(created.status).toBe(201);
    const verification = await created.json();
    expect(verification).toMatchObject({ status: 'rejected', result: 'mismatch' });
    const row = await listening.app.db('identity_verifications').where({ id: verification.verificationId }).first();
    expect(row).toMatchObject({ user_id: customer.user.id, oauth_client_id: app.clientId, api_key_id: null });
    const read = await fetch(`${listening.origin}/api/v1/verify/${verification.verificationId}`, {
      headers: app.headers,
    });
    expect(read.status).toBe(200);

    const readOnly = await clientCredentialsToken(listening, customer.headers, ['accounts:read']);
    const refused = await fetch(`${listening.origin}/api/v1/verify`, {
      method: 'POST',
      headers: { ...readOnly.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...PERSON, documentNumber: '112233445500' }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.reason).toBe('access_token_scope_missing');
  });
});

describe('webhooks', () => {
  it('sends verification.completed and kyc.approved / kyc.rejected, signed the Standard Webhooks way', async ({
    listening,
    customer,
    apiKey,
  }) => {
    const receiver = await startRecordingServer({ '/kyc': json(200, { ok: true }) });
    try {
      const endpoint = await listening.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: customer.headers,
        payload: { url: `${receiver.origin}/kyc`, events: ['verification.completed', 'kyc.approved', 'kyc.rejected'] },
      });
      expect(endpoint.statusCode, endpoint.body).toBe(201);
      const { secret } = endpoint.json() as { secret: string };
      const ids: string[] = [];
      for (const documentNumber of ['112233445500', '112233445502', 'AB1234503']) {
        const response = await listening.app.inject({
          method: 'POST',
          url: '/api/v1/verify',
          headers: apiKey.headers,
          payload: { ...PERSON, documentNumber },
        });
        ids.push(response.json().verificationId);
      }
      // The review (…03) is decided by its poll job; then the outbox goes out and is delivered.
      await runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl);
      await dispatchWebhookEvents(listening.app.webhooks);
      await runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl);

      const received = receiver.requests.map((request) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        return new Webhook(secret).verify(request.body, headers) as {
          type: string;
          data: { verificationId: string; status: string; result: string; livemode: boolean };
        };
      });
      // Earlier tests' verifications of the same customer go out too; these three are this test's.
      const ours = received.filter((event) => ids.includes(event.data.verificationId));
      const seen = ours.map((event) => `${event.type} ${event.data.verificationId} ${event.data.status}`).sort();
      expect(seen).toEqual(
        [
          `verification.completed ${ids[0]} approved`,
          `kyc.approved ${ids[0]} approved`,
          `verification.completed ${ids[1]} rejected`,
          `kyc.rejected ${ids[1]} rejected`,
          `verification.completed ${ids[2]} approved`,
          `kyc.approved ${ids[2]} approved`,
        ].sort(),
      );
      expect(ours.every((event) => event.data.livemode === false)).toBe(true);
      expect(ours.find((event) => event.data.verificationId === ids[1])?.data.result).toBe('document_expired');
    } finally {
      await receiver.close();
    }
  });
});
