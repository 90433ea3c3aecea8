// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiJson, apiRequest } from '../../../site/lib/api/request.ts';
import { currentToken, EXPIRY_KEY, storeSession, TOKEN_KEY } from '../../../site/lib/api/session-token.ts';
import { json, startRecordingServer, text } from '../../helpers/recording-server.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer({
    '/ok': json(200, { ok: true }),
    '/set-cookie': (_request, response) => {
      response.setHeader('set-cookie', 'ob_session=s3ss10n; Path=/; HttpOnly');
      response.end('{}');
    },
    '/unauthorized': text(401, ''),
    '/boom': text(500, 'boom'),
    '/empty-error': text(503, ''),
    '/envelope': json(400, {
      error: {
        code: 'validation_error',
        message: 'email is required',
        reason: 'field_required',
        params: { field: 'email' },
        details: [
          { path: 'email', message: 'email is required', reason: 'field_required', params: { field: 'email' } },
        ],
      },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});

const last = () => server.requests.at(-1);

describe('shared request behaviour', () => {
  it('always sends credentials, so the session cookie travels with every call', async () => {
    await apiRequest('GET', `${server.origin}/set-cookie`);
    await apiRequest('GET', `${server.origin}/ok`);
    expect(last()?.headers.cookie).toContain('ob_session=s3ss10n');
  });

  it('sends a JSON content type only when there is a body', async () => {
    await apiRequest('GET', `${server.origin}/ok`);
    expect(last()?.headers['content-type']).toBeUndefined();
    await apiRequest('POST', `${server.origin}/ok`);
    expect(last()?.headers['content-type']).toBeUndefined();
    await apiRequest('POST', `${server.origin}/ok`, { amount: 100 });
    expect(last()?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last()?.body ?? '')).toEqual({ amount: 100 });
  });

  it('sends the stored token as a Bearer header while its expiry is in the future', async () => {
    storeSession('tok-123', 3600);
    await apiRequest('GET', `${server.origin}/ok`);
    expect(last()?.headers.authorization).toBe('Bearer tok-123');
  });

  it('removes both stored items once the expiry has passed, and sends no header', async () => {
    localStorage.setItem(TOKEN_KEY, 'old-token');
    localStorage.setItem(EXPIRY_KEY, String(Date.now() - 1000));
    await apiRequest('GET', `${server.origin}/ok`);
    expect(last()?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
  });

  it('stores the expiry as now plus expires_in seconds, in milliseconds', () => {
    storeSession('abc', 60, localStorage, 1_000_000);
    expect(localStorage.getItem(EXPIRY_KEY)).toBe(String(1_000_000 + 60_000));
    expect(currentToken(localStorage, 1_000_000 + 59_999)).toBe('abc');
    expect(currentToken(localStorage, 1_000_000 + 60_000)).toBeNull();
  });

  it('removes both stored items on any 401', async () => {
    storeSession('tok-401', 3600);
    await expect(apiRequest('GET', `${server.origin}/unauthorized`)).rejects.toThrow('401: Unauthorized');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
  });

  it('fails with "<status>: <response text>"', async () => {
    await expect(apiRequest('GET', `${server.origin}/boom`)).rejects.toThrow('500: boom');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${server.origin}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes the envelope reason, its values and the field issues for forms', async () => {
    const failure = await apiJson('POST', `${server.origin}/envelope`, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const apiError = failure as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('validation_error');
    expect(apiError.issue).toEqual({
      message: 'email is required',
      reason: 'field_required',
      params: { field: 'email' },
    });
    expect(apiError.fieldIssues).toEqual({
      email: { path: 'email', message: 'email is required', reason: 'field_required', params: { field: 'email' } },
    });
  });

  it('parses the JSON answer', async () => {
    await expect(apiJson('GET', `${server.origin}/ok`)).resolves.toEqual({ ok: true });
  });
});
