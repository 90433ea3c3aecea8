import { ApiError } from './request.ts';
import { clearSession, currentToken, type TokenStorage } from './session-token.ts';

export interface UploadOptions {
  /** Called as the body leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  storage?: TokenStorage | null;
  now?: () => number;
}

/**
 * Sends a multipart form (a document upload) and resolves with the parsed JSON answer. The
 * shared request behaviour of `apiRequest` holds (cookies, the stored Bearer while unexpired,
 * a 401 forgets it, failures throw ApiError), but the call goes through XMLHttpRequest: fetch
 * cannot report how much of a request body has been sent, and a 10 MB file on a mobile
 * connection needs a visible progress. The browser writes the multipart content type itself.
 */
export function apiUpload<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    const token = currentToken(options.storage, options.now?.());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) clearSession(options.storage);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve((request.responseText ? JSON.parse(request.responseText) : null) as T);
      } catch (failure) {
        reject(failure);
      }
    });
    // Same failure as fetch's for a network error, so callers treat both alike.
    request.addEventListener('error', () => reject(new TypeError('Network request failed')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}
