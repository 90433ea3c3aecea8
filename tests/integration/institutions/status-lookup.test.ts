import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { register, registrationForm, uploadRequiredDocuments } from '../../helpers/institution-registration.ts';
import { insertInstitution } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const STATUS_FIELDS = [
  'apiQuotaLimit',
  'approvedAt',
  'currentApiUsage',
  'institutionCode',
  'institutionName',
  'institutionType',
  'isActive',
  'isApproved',
  'submittedAt',
  'tierLevel',
];

function lookUp(harness: TestApp, code: string) {
  return harness.app.inject({ method: 'GET', url: `/api/v1/institutions/status/${encodeURIComponent(code)}` });
}

describe('GET /api/v1/institutions/status/{code}', () => {
  it('shows a new registration as pending, by its code trimmed and in any case, and nothing else', async ({
    harness,
  }) => {
    const form = registrationForm(await uploadRequiredDocuments(harness));
    const { institutionCode } = (await register(harness, form)).json();
    const response = await lookUp(harness, `  ${institutionCode.toLowerCase()}  `);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(STATUS_FIELDS);
    expect(body).toMatchObject({
      institutionName: form.institutionName,
      institutionCode,
      institutionType: 'commercial_bank',
      tierLevel: 'bronze',
      approvedAt: null,
      isApproved: false,
      isActive: true,
      currentApiUsage: 0,
      apiQuotaLimit: 10000,
    });
    expect(JSON.stringify(body)).not.toContain(form.contactEmail);
  });

  it('shows approved and suspended institutions with this month’s usage', async ({ harness, db }) => {
    const approved = await insertInstitution(db, { code: 'CM-TEST-OK', approved: true, active: true });
    await insertInstitution(db, { code: 'CM-TEST-SUSP', approved: true, active: false });
    await db('institution_api_usage').insert([
      {
        institution_id: approved,
        month: db.raw(`date_trunc('month', now() at time zone 'Africa/Douala')::date`),
        calls: 1234,
      },
      // Last month's calls are not this month's usage.
      {
        institution_id: approved,
        month: db.raw(`(date_trunc('month', now() at time zone 'Africa/Douala') - interval '1 month')::date`),
        calls: 999,
      },
    ]);
    const ok = await lookUp(harness, 'cm-test-ok');
    expect(ok.json()).toMatchObject({
      isApproved: true,
      isActive: true,
      approvedAt: expect.any(String),
      currentApiUsage: 1234,
    });
    const suspended = await lookUp(harness, 'CM-TEST-SUSP');
    expect(suspended.json()).toMatchObject({ isApproved: true, isActive: false });
  });

  it.for(['INST-0000-0000', 'nothing here', '%20'])(
    'answers an unknown code (%s) with a 404 envelope',
    async (code, { harness }) => {
      const response = await lookUp(harness, code);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'not_found', reason: 'institution_not_found' });
    },
  );

  it('refuses an over-long code with a 400 naming it', async ({ harness }) => {
    const response = await lookUp(harness, 'X'.repeat(65));
    expect(response.statusCode).toBe(400);
  });
});
