// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://127.0.0.1:3000/","settings":{"fetch":{"disableSameOriginPolicy":true}}}
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey, postIdempotent } from '../../../../site/islands/payments/post-idempotent.ts';
import { ApiError } from '../../../../site/lib/api/request.ts';
import { storeSession } from '../../../../site/lib/api/session-token.ts';
import { json, startRecordingServer } from '../../../helpers/recording-server.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer({
    '/api/v1/mobile-money/charge': json(201, { data: { reference: 'PAY-1', status: 'pending' } }),
    '/api/v1/gimac/bank-to-mobile': json(400, {
      error: { code: 'validation_error', message: 'bankCode is not a GIMAC bank' },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('money-moving POSTs', () => {
  it('send the Idempotency-Key with the shared headers: JSON body and the session token', async () => {
    storeSession('session-token', 3600);
    const key = newIdempotencyKey();
    const result = await postIdempotent<{ data: { reference: string } }>(
      `${server.origin}/api/v1/mobile-money/charge`,
      { amount: 100 },
      key,
    );
    expect(result.data.reference).toBe('PAY-1');
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['idempotency-key']).toBe(key);
    expect(request?.headers.authorization).toBe('Bearer session-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ amount: 100 });
  });

  it('a retry without a body sends no content type', async () => {
    await postIdempotent(`${server.origin}/api/v1/mobile-money/charge`, undefined, 'k-1').catch(() => undefined);
    const request = server.requests.at(-1);
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers['idempotency-key']).toBe('k-1');
  });

  it('a refusal is an ApiError carrying the server message', async () => {
    const failure = await postIdempotent(`${server.origin}/api/v1/gimac/bank-to-mobile`, {}, 'k-2').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).issue?.message).toBe('bankCode is not a GIMAC bank');
  });

  it('every submission attempt gets a new key', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
  });
});
