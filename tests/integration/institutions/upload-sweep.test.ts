import { describe, expect } from 'vitest';
import { sweepUnattachedUploads } from '../../../api/services/institutions/document-jobs.ts';
import { it } from '../../helpers/fixtures.ts';
import { register, registrationForm, uploadRequiredDocuments } from '../../helpers/institution-registration.ts';
import { uploadDocument } from '../../helpers/institution-uploads.ts';
import { pdfBytes } from '../../helpers/sample-files.ts';

async function exists(
  harness: { app: { institutionDocuments: { storage: { get(key: string): Promise<unknown> } } } },
  sha256: string,
) {
  const stream = (await harness.app.institutionDocuments.storage.get(sha256)) as { destroy(): void } | null;
  stream?.destroy();
  return stream !== null;
}

describe('the sweep of uploads never attached to a registration', () => {
  it('deletes unattached uploads older than 24 hours with their bytes, and keeps the rest', async ({ harness, db }) => {
    const ctx = { store: harness.app.store, documents: harness.app.institutionDocuments, log: harness.app.log };
    const old = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'old.pdf', bytes: pdfBytes(700) },
    });
    const shared = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 's1.pdf', bytes: pdfBytes(800) },
    });
    const twin = await uploadDocument(harness, {
      documentType: 'amlKycPolicy',
      file: { name: 's2.pdf', bytes: pdfBytes(800) },
    });
    const fresh = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'new.pdf', bytes: pdfBytes(900) },
    });
    const documents = await uploadRequiredDocuments(harness);
    expect((await register(harness, registrationForm(documents))).statusCode).toBe(201);
    await db('institution_documents')
      .whereIn('id', [old.json().id, shared.json().id, ...Object.values(documents).map((document) => document?.id)])
      .update({ created_at: db.raw(`now() - interval '25 hours'`) });
    const rows = Object.fromEntries(
      (await db('institution_documents').select('id', 'sha256')).map((row) => [row.id, row.sha256]),
    );

    expect(await sweepUnattachedUploads(ctx)).toBe(2);
    const left = (await db('institution_documents').select('id')).map((row) => row.id);
    expect(left).not.toContain(old.json().id);
    expect(left).not.toContain(shared.json().id);
    expect(left).toEqual(expect.arrayContaining([twin.json().id, fresh.json().id]));
    // Attached documents stay whatever their age.
    expect(left).toEqual(expect.arrayContaining(Object.values(documents).map((document) => document?.id)));
    expect(await exists(harness, rows[old.json().id])).toBe(false);
    // The same bytes are still another (younger) upload's: the file stays.
    expect(await exists(harness, rows[shared.json().id])).toBe(true);
    expect(await exists(harness, rows[fresh.json().id])).toBe(true);
  });
});
