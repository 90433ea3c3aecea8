import { freshAddress } from './client-address.ts';
import type { TestApp } from './test-app.ts';

export interface UploadPart {
  documentType?: string | undefined;
  /** Omit to send no file part. */
  file?: { name: string; bytes: Buffer; type?: string } | undefined;
  /** The file first, then the field (the contract asks for the field first). */
  fileFirst?: boolean;
  fileField?: string;
}

/** A multipart body as browsers send one (FormData serialised by the platform's own Request). */
export async function multipartBody(parts: UploadPart): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  const addFile = () => {
    if (!parts.file) return;
    const blob = new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? '' });
    form.append(parts.fileField ?? 'file', blob, parts.file.name);
  };
  if (parts.fileFirst) addFile();
  if (parts.documentType !== undefined) form.append('documentType', parts.documentType);
  if (!parts.fileFirst) addFile();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POST /api/v1/institutions/documents through inject. */
export async function uploadDocument(harness: TestApp, parts: UploadPart, headers: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(parts);
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/institutions/documents',
    headers: { 'content-type': contentType, ...headers },
    remoteAddress: freshAddress(),
    payload,
  });
}
