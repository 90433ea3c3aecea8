import { describe, expect } from 'vitest';
import { createKycAdapter } from '../../../api/providers/kyc/adapter.ts';
import { KYC_SANDBOX_PREFIX, SANDBOX_CREDENTIALS } from '../../../api/providers/settings.ts';
import { pollVerification } from '../../../api/services/identity-verification/poll-verification.ts';
import { type ListeningApp, test } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { errorOf } from '../../helpers/identity.ts';
import { PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';

/**
 * The KYC provider pointed at a closed port: the caller hears 503, and the verification, stored
 * before the call with its reference, waits for a job to ask the provider about it.
 */
const it = test
  .extend('appOptions', { scope: 'file' }, async () => ({
    ...PAYMENTS_APP_OPTIONS,
    KYC_BASE_URL: `http://127.0.0.1:${await freePort()}`,
    PROVIDER_TIMEOUT_MS: 1000,
  }))
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:write']);

const person = (documentNumber: string) => ({
  fullName: 'Amina Nkono',
  dateOfBirth: '1990-04-12',
  documentType: 'cni',
  documentNumber,
  phoneNumber: '237670000000',
});

/** The recovery job's view of the provider once it answers again: this server's KYC simulator. */
function providerBack(listening: ListeningApp) {
  const adapter = createKycAdapter({
    baseUrl: () => `${listening.origin}${KYC_SANDBOX_PREFIX}`,
    apiKey: SANDBOX_CREDENTIALS.kyc.apiKey,
    timeoutMs: 2000,
  });
  return { store: listening.app.store, providers: { kyc: () => adapter }, log: listening.app.log };
}

describe('a KYC provider that does not answer', () => {
  it('answers 503 kyc_provider_unavailable with Retry-After, the verification kept for a job to resolve', async ({
    listening,
    apiKey,
  }) => {
    const response = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: apiKey.headers,
      payload: person('112233445500'),
    });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).reason).toBe('kyc_provider_unavailable');
    expect(response.headers['retry-after']).toBe('30');
    const [kept] = await listening.app.db('identity_verifications');
    expect(kept).toMatchObject({ status: 'pending', provider_reference: null });
    const job = await listening.app.db.raw(`select 1 from graphile_worker._private_jobs where key = ?`, [
      `kyc:${kept.id}`,
    ]);
    expect(job.rows).toHaveLength(1);
    // The provider still does not answer: the job asks again later and keeps the verification.
    await pollVerification(
      { store: listening.app.store, providers: listening.app.providers, log: listening.app.log },
      kept.id,
      0,
    );
    expect(await listening.app.db('identity_verifications').where({ id: kept.id })).toHaveLength(1);
    // Back, the provider says it never received the request: the verification never existed.
    await pollVerification(providerBack(listening), kept.id, 1);
    expect(await listening.app.db('identity_verifications').where({ id: kept.id })).toEqual([]);
  });

  it('adopts the check when the provider did receive the request whose answer was lost', async ({
    listening,
    apiKey,
  }) => {
    const response = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: apiKey.headers,
      payload: person('998877665500'),
    });
    expect(response.statusCode).toBe(503);
    const kept = await listening.app.db('identity_verifications').where({ document_last4: '5500' }).first();
    // What reached the provider before the answer was lost: a check under the verification's id.
    const back = providerBack(listening);
    const made = await back.providers.kyc().check({
      reference: kept.id,
      full_name: 'Amina Nkono',
      date_of_birth: '1990-04-12',
      document: { type: 'NATIONAL_ID', number: '998877665500' },
      phone: '237670000000',
    });
    expect(made.kind).toBe('completed');
    await pollVerification(back, kept.id, 1);
    const settled = await listening.app.db('identity_verifications').where({ id: kept.id }).first();
    expect(settled).toMatchObject({ status: 'approved', result: 'match' });
    expect(settled.provider_reference).toBe(made.kind === 'completed' ? made.checkId : null);
    const events = await listening.app.db('verification_events').select('type').orderBy('created_at');
    expect(events.map((event) => event.type)).toEqual(['verification.completed', 'kyc.approved']);
  });
});
