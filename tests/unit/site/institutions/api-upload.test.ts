// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../site/lib/api/request.ts';
import { currentToken, storeSession } from '../../../../site/lib/api/session-token.ts';
import { apiUpload } from '../../../../site/lib/api/upload.ts';
import { json, startRecordingServer } from '../../../helpers/recording-server.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer({
    '/documents': json(201, { id: 'doc-1', name: 'licence.pdf' }),
    '/refused': json(415, {
      error: {
        code: 'unsupported_media_type',
        message: 'The file is not a PDF',
        reason: 'document_type_mismatch',
      },
    }),
    '/unauthorized': json(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});

function form(): FormData {
  const body = new FormData();
  body.append('documentType', 'businessLicense');
  body.append('file', new File(['%PDF-1.7 hello'], 'licence.pdf', { type: 'application/pdf' }));
  return body;
}

describe('apiUpload (document uploads through the shared request behaviour)', () => {
  it('sends the form as multipart, the type field before the file, and resolves with the JSON answer', async () => {
    const answer = await apiUpload<{ id: string }>(`${server.origin}/documents`, form());
    expect(answer).toEqual({ id: 'doc-1', name: 'licence.pdf' });
    const sent = server.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body.indexOf('name="documentType"')).toBeLessThan(sent?.body.indexOf('name="file"') ?? -1);
    expect(sent?.body).toContain('%PDF-1.7 hello');
  });

  it('sends the stored token as a Bearer header while it is unexpired', async () => {
    storeSession('tok-9', 3600);
    await apiUpload(`${server.origin}/documents`, form());
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer tok-9');
  });

  it('throws an ApiError carrying the envelope, so the form can say the refusal in its language', async () => {
    const failure = await apiUpload(`${server.origin}/refused`, form()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(415);
    expect((failure as ApiError).issue?.reason).toBe('document_type_mismatch');
  });

  it('forgets the stored session on a 401', async () => {
    storeSession('tok-9', 3600);
    await expect(apiUpload(`${server.origin}/unauthorized`, form())).rejects.toBeInstanceOf(ApiError);
    expect(currentToken()).toBeNull();
  });

  it('rejects with an AbortError when the upload is cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await apiUpload(`${server.origin}/documents`, form(), { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect((failure as DOMException).name).toBe('AbortError');
  });
});
