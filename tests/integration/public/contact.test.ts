import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const valid = {
  firstName: 'Amina',
  lastName: 'Nkono',
  email: 'amina.nkono@example.cm',
  company: 'Express Union Finance',
  message: 'We would like to connect our savings app to your account information API.',
};

// Each case comes from its own address so the per-IP limit never interferes.
let nextAddress = 1;
function send(harness: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  nextAddress += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: `10.20.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
  });
}

describe('POST /api/v1/contact', () => {
  it('stores a valid message, trimmed, with the sender address, and answers 201', async ({ harness, db }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...valid, firstName: '  Amina ', company: '' },
      headers: { 'user-agent': 'vitest' },
      remoteAddress: '10.1.1.1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Thank you for your message. We'll get back to you soon!");
    const row = await db('contact_messages').where({ id: body.id }).first();
    expect(row).toMatchObject({
      first_name: 'Amina',
      last_name: 'Nkono',
      email: 'amina.nkono@example.cm',
      company: null,
      message: valid.message,
      ip_address: '10.1.1.1',
      user_agent: 'vitest',
      handled_at: null,
    });
  });

  it('accepts a message without a company', async ({ harness }) => {
    const { company: _company, ...withoutCompany } = valid;
    const response = await send(harness, withoutCompany);
    expect(response.statusCode).toBe(201);
  });

  it.for<[string, Record<string, string>, string]>([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'amina.nkono' }, 'Invalid email format'],
    ['email', { email: 'amina@localhost' }, 'Invalid email format'],
    ['email', { email: 'amina nkono@example.cm' }, 'Invalid email format'],
    ['message', { message: ' \n ' }, 'Message is required'],
  ])('rejects a bad %s (%j) with a 400 envelope naming the field', async ([path, change, message], { harness }) => {
    const response = await send(harness, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe(message);
    expect(error.details).toMatchObject([{ path, message }]);
    expect(error.requestId).toBeTruthy();
  });

  it.for(['firstName', 'lastName', 'email', 'message'])('rejects a missing %s', async (field, { harness }) => {
    const payload: Record<string, unknown> = { ...valid };
    delete payload[field];
    const response = await send(harness, payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.details).toContainEqual({
      path: field,
      message: `${field} is required`,
      reason: 'field_required',
      params: { field },
    });
  });

  it('reports every missing field at once', async ({ harness }) => {
    const response = await send(harness, { firstName: ' ', lastName: '', email: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
    ]);
  });

  it.for<[string, number]>([
    ['firstName', 101],
    ['lastName', 101],
    ['email', 255],
    ['company', 151],
    ['message', 5001],
  ])('rejects a %s longer than the limit', async ([field, length], { harness }) => {
    const response = await send(harness, { ...valid, [field]: 'a'.repeat(length) });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.details[0].path).toBe(field);
  });

  it('rejects wrong types, bad JSON and other content types', async ({ harness }) => {
    const wrongType = await send(harness, { ...valid, message: { text: 'Hello' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.details[0].path).toBe('message');

    const badJson = await send(harness, '{"firstName":', { 'content-type': 'application/json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('invalid_json');

    const form = await send(harness, 'firstName=Amina', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
  });

  it('drops unknown fields (the validator removes them) and stores the rest', async ({ harness, db }) => {
    const response = await send(harness, { ...valid, handledAt: '2026-01-01T00:00:00Z', admin: true });
    expect(response.statusCode).toBe(201);
    const row = await db('contact_messages').where({ id: response.json().id }).first();
    expect(row.handled_at).toBeNull();
  });

  it('stores nothing when the message is rejected', async ({ harness, db }) => {
    const before = await db('contact_messages').count<{ count: string }[]>({ count: '*' }).first();
    await send(harness, { ...valid, email: 'nope' });
    const after = await db('contact_messages').count<{ count: string }[]>({ count: '*' }).first();
    expect(after?.count).toBe(before?.count);
  });

  it('limits each address to 10 messages in 10 minutes', async ({ harness }) => {
    const from = (remoteAddress: string) =>
      harness.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress });
    for (let sent = 0; sent < 10; sent += 1) expect((await from('10.9.9.9')).statusCode).toBe(201);
    const limited = await from('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeTruthy();
    // Another address is not affected.
    expect((await from('10.9.9.10')).statusCode).toBe(201);
  });
});
