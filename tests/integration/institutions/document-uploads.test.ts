import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { uploadDocument } from '../../helpers/institution-uploads.ts';
import { docxBytes, jpegBytes, oleBytes, pdfBytes, pngBytes, xlsxBytes } from '../../helpers/sample-files.ts';

const MB = 1024 * 1024;

describe('POST /api/v1/institutions/documents', () => {
  it.for([
    ['businessLicense', 'licence.pdf', pdfBytes(), 'application/pdf', 'application/pdf'],
    ['businessLicense', 'licence.PNG', pngBytes(), 'image/png', 'image/png'],
    ['registrationCertificate', 'certificate.jpeg', jpegBytes(), 'image/jpeg', 'image/jpeg'],
    ['financialServicesLicense', 'cobac.pdf', pdfBytes(), '', 'application/pdf'],
    [
      'amlKycPolicy',
      'policy.docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['amlKycPolicy', 'policy.doc', oleBytes(), 'application/msword', 'application/msword'],
    ['financialStatements', 'accounts.xls', oleBytes(), 'application/vnd.ms-excel', 'application/vnd.ms-excel'],
    [
      'financialStatements',
      'accounts.xlsx',
      xlsxBytes(),
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ] as const)('stores a %s as %s', async ([documentType, name, bytes, declared, type], { harness, db }) => {
    const response = await uploadDocument(harness, { documentType, file: { name, bytes, type: declared } });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      documentType,
      name,
      type,
      size: bytes.length,
      scanStatus: 'unscanned',
      uploadedAt: expect.any(String),
    });
    const row = await db('institution_documents').where({ id: body.id }).first();
    expect(row).toMatchObject({ document_type: documentType, institution_id: null, scan_status: 'unscanned' });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the same bytes once, under their SHA-256, outside the database', async ({ harness, db }) => {
    const bytes = pdfBytes(2048);
    const first = await uploadDocument(harness, { documentType: 'businessLicense', file: { name: 'a.pdf', bytes } });
    const second = await uploadDocument(harness, { documentType: 'amlKycPolicy', file: { name: 'b.pdf', bytes } });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await db('institution_documents').whereIn('id', [first.json().id, second.json().id]);
    expect(new Set(rows.map((row) => row.sha256)).size).toBe(1);
    const stored = await harness.app.institutionDocuments.storage.get(rows[0].sha256);
    const chunks: Buffer[] = [];
    for await (const chunk of stored ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it.for([
    ['no documentType', { file: { name: 'a.pdf', bytes: pdfBytes() } }, 400, 'document_type_required'],
    [
      'an unknown documentType',
      { documentType: 'passport', file: { name: 'a.pdf', bytes: pdfBytes() } },
      400,
      'document_type_unknown',
    ],
    ['no file', { documentType: 'businessLicense' }, 400, 'document_file_required'],
    [
      'a file under another field name',
      { documentType: 'businessLicense', fileField: 'upload', file: { name: 'a.pdf', bytes: pdfBytes() } },
      400,
      'document_file_required',
    ],
    [
      'an empty file',
      { documentType: 'businessLicense', file: { name: 'a.pdf', bytes: Buffer.alloc(0) } },
      400,
      'document_empty',
    ],
    [
      'a format the document does not accept',
      { documentType: 'financialServicesLicense', file: { name: 'a.png', bytes: pngBytes() } },
      415,
      'document_format_not_accepted',
    ],
    [
      'a name without extension',
      { documentType: 'businessLicense', file: { name: 'licence', bytes: pdfBytes() } },
      415,
      'document_format_not_accepted',
    ],
    [
      'an executable named .exe',
      { documentType: 'businessLicense', file: { name: 'a.exe', bytes: Buffer.from('MZ\x90\x00') } },
      415,
      'document_format_not_accepted',
    ],
    [
      'PNG bytes behind a .pdf name',
      { documentType: 'businessLicense', file: { name: 'licence.pdf', bytes: pngBytes(), type: 'application/pdf' } },
      415,
      'document_content_mismatch',
    ],
    [
      'text behind a .pdf name',
      { documentType: 'businessLicense', file: { name: 'licence.pdf', bytes: Buffer.from('not a pdf at all') } },
      415,
      'document_content_mismatch',
    ],
    [
      'a Word file behind a .xlsx name',
      { documentType: 'financialStatements', file: { name: 'a.xlsx', bytes: docxBytes() } },
      415,
      'document_content_mismatch',
    ],
    [
      'a declared type that is not the extension’s',
      { documentType: 'businessLicense', file: { name: 'licence.pdf', bytes: pdfBytes(), type: 'image/png' } },
      415,
      'document_declared_type_mismatch',
    ],
  ] as const)('refuses %s', async ([, parts, status, reason], { harness }) => {
    const response = await uploadDocument(harness, parts);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response).reason).toBe(reason);
  });

  it('says which formats a document takes', async ({ harness }) => {
    const response = await uploadDocument(harness, {
      documentType: 'amlKycPolicy',
      file: { name: 'policy.png', bytes: pngBytes() },
    });
    expect(errorOf(response).message).toBe('AML/KYC Policy accepts pdf, doc, docx files only');
  });

  it('refuses JSON and bodies that are not multipart', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/institutions/documents',
      headers: { 'content-type': 'application/json' },
      payload: '{"documentType":"businessLicense"}',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).reason).toBe('upload_not_multipart');
  });

  it.for([
    ['a second file', ['documentType', 'file', 'file']],
    ['a field after the file', ['documentType', 'file', 'note']],
    ['an unknown field', ['note', 'file']],
    ['the field after the file', ['file', 'documentType']],
  ] as const)('refuses %s with a 400', async ([, order], { harness }) => {
    const form = new FormData();
    for (const name of order) {
      if (name === 'file') form.append('file', new Blob([new Uint8Array(pdfBytes())]), 'a.pdf');
      else form.append(name, name === 'documentType' ? 'businessLicense' : 'x');
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/institutions/documents',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).reason).toMatch(/^(upload_too_many_parts|document_type_required)$/);
  });

  it('refuses a truncated multipart body with a 4xx envelope, not a 500', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/institutions/documents',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nbusinessLicense\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    // The cut file is refused by its bytes (415) or the parser (400), in the envelope.
    expect([400, 415]).toContain(response.statusCode);
    expect(errorOf(response).reason).toMatch(/^(upload_malformed|document_content_mismatch)$/);
  });

  it('accepts a file of exactly the limit and refuses one byte more (413)', async ({ harness }) => {
    const exact = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'big.pdf', bytes: pdfBytes(5 * MB) },
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const over = await uploadDocument(harness, {
      documentType: 'businessLicense',
      file: { name: 'big.pdf', bytes: pdfBytes(5 * MB + 1) },
    });
    expect(over.statusCode).toBe(413);
    expect(errorOf(over)).toMatchObject({
      reason: 'document_too_large',
      message: 'Business License must be at most 5 MB',
    });
    // 10 MB documents take what a 5 MB one may not.
    const larger = await uploadDocument(harness, {
      documentType: 'financialServicesLicense',
      file: { name: 'cobac.pdf', bytes: pdfBytes(5 * MB + 1) },
    });
    expect(larger.statusCode).toBe(201);
  });

  it('leaves no spool file behind, stored or refused', async ({ harness }) => {
    await uploadDocument(harness, { documentType: 'businessLicense', file: { name: 'x.pdf', bytes: pngBytes() } });
    const spool = await readdir(harness.app.institutionDocuments.storage.spoolDir).catch(() => []);
    expect(spool).toEqual([]);
  });

  it('answers 413 while a far larger body is still being sent: the file is streamed, not buffered', async ({
    listening,
  }) => {
    const boundary = 'ob-stream-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nbusinessLicense\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const total = 200 * MB;
    const port = Number(new URL(listening.origin).port);
    const { answer, sent } = await new Promise<{ answer: string; sent: number }>((resolve) => {
      let sent = 0;
      let answer = '';
      let done = false;
      const socket = net.connect({ host: '127.0.0.1', port }, async () => {
        socket.write(
          `POST /api/v1/institutions/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + total}\r\n\r\n`,
        );
        socket.write(head);
        const chunk = Buffer.concat([pdfBytes(), Buffer.alloc(64 * 1024 - pdfBytes().length, 0x20)]);
        while (!done && sent < total) {
          sent += chunk.length;
          if (!socket.write(chunk))
            await new Promise((drained) => socket.once('drain', drained).once('close', drained));
        }
      });
      const finish = () => {
        if (done) return;
        done = true;
        resolve({ answer, sent });
      };
      socket.on('data', (data: Buffer) => {
        answer += data.toString('utf8');
        if (answer.includes('\r\n\r\n') && answer.includes('}')) {
          finish();
          socket.destroy();
        }
      });
      socket.on('error', finish);
      socket.on('close', finish);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"reason":"document_too_large"');
    // Answered after a little more than the 5 MB limit (plus socket buffers), far from 200 MB.
    expect(sent).toBeLessThan(50 * MB);
  });

  it('refuses multipart from another site, and takes it from a signed-in browser of this one', async ({
    harness,
    customer,
  }) => {
    const crossSite = await uploadDocument(
      harness,
      { documentType: 'businessLicense', file: { name: 'a.pdf', bytes: pdfBytes() } },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await uploadDocument(
      harness,
      { documentType: 'businessLicense', file: { name: 'a.pdf', bytes: pdfBytes() } },
      { 'sec-fetch-site': 'same-origin', cookie: `ob_session=${customer.token}` },
    );
    expect(sameSite.statusCode).toBe(201);
  });
});
