import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { it } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { register, registrationForm, uploadRequiredDocuments } from '../../helpers/institution-registration.ts';
import { uploadDocument } from '../../helpers/institution-uploads.ts';
import { eicarBytes, pdfBytes } from '../../helpers/sample-files.ts';

/**
 * Virus scanning with Debian's ClamAV (`apt-get install clamav`; .ci/run installs it) and a
 * local signature file holding the EICAR test string: freshclam cannot download here, and
 * the test needs no real signature database. The signature is a body signature (.ndb), so
 * EICAR is found inside a file that is otherwise a real PDF (the upload checks the bytes).
 */
const CLAMSCAN = process.env.CLAMSCAN_PATH ?? '/usr/bin/clamscan';
const available = existsSync(CLAMSCAN);
const signatures = path.join(mkdtempSync(path.join(tmpdir(), 'ob-clamav-')), 'eicar.ndb');
writeFileSync(signatures, `Eicar-Test-Signature:0:*:${eicarBytes().toString('hex')}\n`);

it.override('appOptions', { CLAMSCAN_PATH: CLAMSCAN, CLAMSCAN_DB: signatures });

const infectedPdf = () => Buffer.concat([pdfBytes(), eicarBytes(), Buffer.from('\n%%EOF\n')]);

describe.skipIf(!available)('virus scan of uploaded documents (clamscan)', () => {
  it('queues a scan: pending at upload, then clean', async ({ harness, db }) => {
    const upload = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'licence.pdf', bytes: pdfBytes(4000) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().scanStatus).toBe('pending');
    await runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
    expect(await db('institution_documents').where({ id: upload.json().id }).first()).toMatchObject({
      scan_status: 'clean',
      scanned_at: expect.any(Date),
    });
  });

  it('marks a file holding EICAR infected, and a registration naming it is refused', async ({ harness, db }) => {
    const documents = await uploadRequiredDocuments(harness);
    const infected = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'licence.pdf', bytes: infectedPdf() },
    });
    expect(infected.statusCode, infected.body).toBe(201);
    // Before the scan ran, the registration is asked to wait.
    const early = await register(harness, registrationForm({ ...documents, businessLicense: infected.json() }));
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).details).toContainEqual(
      expect.objectContaining({ path: 'documents.businessLicense', reason: 'document_scan_pending' }),
    );

    await runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
    expect(await db('institution_documents').where({ id: infected.json().id }).first()).toMatchObject({
      scan_status: 'infected',
      scan_detail: expect.stringContaining('Eicar-Test-Signature'),
    });
    const refused = await register(harness, registrationForm({ ...documents, businessLicense: infected.json() }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toContainEqual(
      expect.objectContaining({
        path: 'documents.businessLicense',
        reason: 'document_infected',
        message: 'Business License did not pass the virus scan: upload another file',
      }),
    );
    // The clean ones scanned meanwhile: the same registration with a clean licence goes through.
    const accepted = await register(harness, registrationForm(documents));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
