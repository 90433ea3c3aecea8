// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../../../site/lib/api/request.ts';
import { currentToken, storeSession } from '../../../site/lib/api/session-token.ts';
import { json, startRecordingServer } from '../../helpers/recording-server.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer({
    '/ok': json(200, { data: [] }),
    '/unauthorized': json(401, { error: { code: 'unauthorized', message: 'Invalid API key' } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});

describe('a caller-chosen bearer (docs Try It)', () => {
  it('is sent instead of the stored session token', async () => {
    storeSession('session-token', 3600);
    await apiRequest('GET', `${server.origin}/ok`, undefined, { bearer: 'ob_test_key' });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer ob_test_key');
  });

  it('fails with status and body on a 401 but keeps the session, which was not used', async () => {
    storeSession('session-token', 3600);
    const error = await apiRequest('GET', `${server.origin}/unauthorized`, undefined, { bearer: 'ob_test_bad' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).issue?.message).toBe('Invalid API key');
    expect(currentToken()).toBe('session-token');
  });
});
