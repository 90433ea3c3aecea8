import Type from 'typebox';
import { describe, expect } from 'vitest';
import { errorResponses } from '../../../api/schemas/error.ts';
import { it } from '../../helpers/fixtures.ts';
import { createTestApp } from '../../helpers/test-app.ts';

it.override('appOptions', { BODY_LIMIT_BYTES: 2048 });
it.override('harness', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
  const harness = await createTestApp(appOptions);
  onCleanup(() => harness.close());
  // Probe routes registered the way domain routes are, to exercise the shared error path.
  harness.app.post(
    '/api/test/echo',
    {
      schema: {
        body: Type.Object(
          {
            email: Type.String({ format: 'email' }),
            amount: Type.Integer({ minimum: 100 }),
            customer: Type.Object({ name: Type.String({ minLength: 1 }) }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses(400) },
      },
    },
    async () => ({ ok: true }),
  );
  harness.app.get('/api/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  return harness;
});

const envelopeOf = (body: string) => JSON.parse(body).error as Record<string, unknown>;

describe('error envelope', () => {
  it('answers bad JSON with 400 invalid_json', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({
      code: 'invalid_json',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers schema violations with 400 validation_error and one detail per field', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', amount: 5, customer: {} },
    });
    expect(response.statusCode).toBe(400);
    const error = envelopeOf(response.body);
    expect(error.code).toBe('validation_error');
    const paths = (error.details as { path: string }[]).map((detail) => detail.path).sort();
    expect(paths).toEqual(['amount', 'customer.name', 'email']);
    expect(error.message).toBe((error.details as { message: string }[])[0]?.message);
  });

  it('strips properties the schema does not declare', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.cm', amount: 100, customer: { name: 'A' }, admin: true },
    });
    // Unknown properties are stripped by the validator, so the call succeeds without them.
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API route with a JSON 404 envelope', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(envelopeOf(response.body)).toMatchObject({ code: 'not_found' });
  });

  it('answers a body over the limit with 413', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.cm', amount: 100, customer: { name: 'x'.repeat(5000) } },
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response.body).code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response.body).code).toBe('unsupported_media_type');
  });

  it('hides the cause of a 500 from the caller but logs it', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response.body)).toMatchObject({ code: 'internal_error', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
    const logged = harness.logs().find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('echoes a request id, keeping a safe one the caller sent', async ({ harness }) => {
    const generated = await harness.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await harness.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'client-trace-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('client-trace-12345');
    expect(envelopeOf(kept.body).requestId).toBe('client-trace-12345');
    const unsafe = await harness.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('bad id');
  });
});

describe('validation messages', () => {
  it('are written for people, not in the validator wording', async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', amount: 150.5, customer: { name: '' } },
    });
    const messages = Object.fromEntries(
      (JSON.parse(response.body).error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    );
    expect(messages).toEqual({
      email: 'email must be a valid email address',
      amount: 'amount must be a whole number',
      'customer.name': 'customer.name is required',
    });
  });
});
