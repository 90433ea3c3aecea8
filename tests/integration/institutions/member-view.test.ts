import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf, signInAs } from '../../helpers/identity.ts';
import { register, registrationForm, uploadRequiredDocuments } from '../../helpers/institution-registration.ts';
import { insertApiKey, insertInstitution } from '../../helpers/rows.ts';
import { pdfBytes } from '../../helpers/sample-files.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * Issue 30 item 6: a member's own view of their approved institution (GET
 * /api/v1/institutions/mine) and its documents' download. Members see only their own
 * institution: another institution's document is not found, a non-member is refused, a
 * signed-out caller is asked to sign in.
 */

const VIEW = '/api/v1/institutions/mine';
const documentUrl = (id: string) => `${VIEW}/documents/${id}`;
const NOBODY = '00000000-0000-4000-8000-000000000000';

function get(harness: TestApp, url: string, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'GET', url, headers });
}

async function signedIn(harness: TestApp) {
  const user = await createUser(harness);
  return { user, headers: bearer(await signInAs(harness, user)) };
}

/** Registers an institution as the signed-in caller (its owner), then approves it as staff would. */
async function approvedInstitutionOwnedBy(harness: TestApp, headers: Record<string, string>) {
  const documents = await uploadRequiredDocuments(harness);
  const registered = await register(harness, registrationForm(documents), headers);
  expect(registered.statusCode, registered.body).toBe(201);
  const { institutionId } = registered.json() as { institutionId: string };
  await harness.app
    .db('institutions')
    .where({ id: institutionId })
    .update({ is_approved: true, approved_at: new Date() });
  return { institutionId, documents };
}

describe('a member’s view of their institution', () => {
  it('answers 401 to a signed-out caller, on the view and on a download', async ({ harness }) => {
    for (const url of [VIEW, documentUrl(NOBODY)]) {
      const response = await get(harness, url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses a user who belongs to no institution, staff included (403)', async ({ harness, customer, ops }) => {
    for (const caller of [customer, ops]) {
      const view = await get(harness, VIEW, caller.headers);
      expect(view.statusCode).toBe(403);
      expect(errorOf(view).reason).toBe('not_institution_member');
      const download = await get(harness, documentUrl(NOBODY), caller.headers);
      expect(download.statusCode).toBe(403);
    }
  });

  it('refuses a member whose institution is still pending approval (403)', async ({ harness, db }) => {
    const { user, headers } = await signedIn(harness);
    const pending = await insertInstitution(db, { code: 'CM-VIEW-PENDING', approved: false, active: true });
    await db('institution_members').insert({ institution_id: pending, user_id: user.id, role: 'owner' });
    const view = await get(harness, VIEW, headers);
    expect(view.statusCode).toBe(403);
    expect(errorOf(view).reason).toBe('institution_view_not_approved');
  });

  it('shows the member their institution: members, keys (prefix and state, never the secret), quota use, documents', async ({
    harness,
    db,
  }) => {
    const owner = await signedIn(harness);
    const { institutionId } = await approvedInstitutionOwnedBy(harness, owner.headers);
    const colleague = await signedIn(harness);
    await db('institution_members').insert({
      institution_id: institutionId,
      user_id: colleague.user.id,
      role: 'member',
    });
    const live = await insertApiKey(db, owner.user.id, { environment: 'production' });
    const revoked = await insertApiKey(db, colleague.user.id, { isActive: false });
    const rotated = await insertApiKey(db, colleague.user.id, { expiresIn: '7 days' });
    const outsider = await signedIn(harness);
    await insertApiKey(db, outsider.user.id);
    await db('institution_api_usage').insert({
      institution_id: institutionId,
      month: db.raw(`date_trunc('month', now() at time zone 'Africa/Douala')::date`),
      calls: 1234,
    });

    const response = await get(harness, VIEW, colleague.headers);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.institution).toMatchObject({
      institutionName: 'Banque Atlantique Cameroun',
      institutionType: 'commercial_bank',
      tierLevel: 'bronze',
      isActive: true,
      currentApiUsage: 1234,
      apiQuotaLimit: 10_000,
    });
    expect(view.role).toBe('member');
    expect(view.members).toHaveLength(2);
    expect(view.members[0]).toEqual({
      firstName: owner.user.firstName,
      lastName: owner.user.lastName,
      email: owner.user.email,
      role: 'owner',
    });
    const states = Object.fromEntries(view.apiKeys.map((key: { id: string; state: string }) => [key.id, key.state]));
    expect(states).toEqual({ [live.id]: 'active', [revoked.id]: 'inactive', [rotated.id]: 'expiring' });
    const liveKey = view.apiKeys.find((key: { id: string }) => key.id === live.id);
    expect(live.key.startsWith(liveKey.keyPrefix)).toBe(true);
    expect(liveKey.ownerName).toBe(`${owner.user.firstName} ${owner.user.lastName}`);
    // Neither the secret nor its hash ever leaves.
    expect(response.body).not.toContain(live.key);
    expect(response.body).not.toMatch(/key_?hash/i);
    expect(
      view.documents.map((document: { documentType: string; downloadable: boolean }) => [
        document.documentType,
        document.downloadable,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['businessLicense', false],
        ['registrationCertificate', false],
        ['financialServicesLicense', false],
        ['amlKycPolicy', false],
      ]),
    );
    expect(view.documents[0]).toMatchObject({ scanStatus: 'unscanned', mediaType: expect.any(String) });
  });

  it('lets a member download their institution’s clean documents, and nobody else’s', async ({ harness, db }) => {
    const owner = await signedIn(harness);
    const { institutionId, documents } = await approvedInstitutionOwnedBy(harness, owner.headers);
    const licence = documents.businessLicense?.id ?? '';
    const policy = documents.amlKycPolicy?.id ?? '';
    await db('institution_documents').where({ id: licence }).update({ scan_status: 'clean' });

    const view = (await get(harness, VIEW, owner.headers)).json();
    const listed = view.documents.find((document: { id: string }) => document.id === licence);
    expect(listed).toMatchObject({ name: 'business-licence.pdf', downloadable: true, scanStatus: 'clean' });

    const download = await get(harness, documentUrl(licence), owner.headers);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="business-licence.pdf"');
    expect(download.rawPayload.equals(pdfBytes(1000))).toBe(true);

    // Not scanned clean: kept in, as for staff.
    const unscanned = await get(harness, documentUrl(policy), owner.headers);
    expect(unscanned.statusCode).toBe(409);
    expect(errorOf(unscanned).reason).toBe('document_not_clean');

    // A member of another approved institution sees their own, and not this one's documents.
    const other = await signedIn(harness);
    const otherBank = await insertInstitution(db, { code: 'CM-VIEW-OTHER', approved: true, active: true });
    await db('institution_members').insert({ institution_id: otherBank, user_id: other.user.id, role: 'owner' });
    const otherView = await get(harness, VIEW, other.headers);
    expect(otherView.statusCode).toBe(200);
    expect(otherView.json().institution.institutionCode).toBe('CM-VIEW-OTHER');
    expect(otherView.json().documents).toEqual([]);
    expect(otherView.body).not.toContain(licence);
    const refused = await get(harness, documentUrl(licence), other.headers);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).reason).toBe('document_missing');
    expect(institutionId).not.toBe(otherBank);
  });

  it('still shows a suspended institution to its members (its keys stopped; they need to see it)', async ({
    harness,
    db,
  }) => {
    const { user, headers } = await signedIn(harness);
    const suspended = await insertInstitution(db, { code: 'CM-VIEW-SUSPENDED', approved: true, active: false });
    await db('institution_members').insert({ institution_id: suspended, user_id: user.id, role: 'member' });
    const view = await get(harness, VIEW, headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().institution.isActive).toBe(false);
  });

  it('answers 400 to a document id that is not a uuid', async ({ harness, customer }) => {
    const response = await get(harness, documentUrl('not-an-id'), customer.headers);
    expect(response.statusCode).toBe(400);
  });
});
