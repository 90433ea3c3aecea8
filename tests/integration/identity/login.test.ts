import { describe, expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf, login, setCookies } from '../../helpers/identity.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const it = test.extend('noPin', { scope: 'file' }, async ({ harness }) => createUser(harness, { pin: null }));
it.override('customerProfile', { firstName: 'Amina', lastName: 'Nkono', pin: '2468' });

let address = 0;
/** A fresh client address per attempt keeps the per-address counters out of these tests. */
const fresh = () => {
  address += 1;
  return { remoteAddress: `10.2.${Math.floor(address / 250)}.${address % 250}` };
};

function expectInvalid(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(401);
  expect(errorOf(response)).toMatchObject({ code: 'unauthorized', message: 'Invalid credentials' });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('POST /oauth/login', () => {
  it('signs in by email and returns a token, its lifetime and the same session as a cookie', async ({
    harness,
    customer,
  }) => {
    const client = fresh();
    const response = await login(harness, { email: customer.email, password: customer.password }, client);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect(response.headers['cache-control']).toBe('no-store');

    const session = setCookies(response).ob_session;
    expect(session?.value).toBe(body.access_token);
    expect(session?.raw).toMatch(/HttpOnly/);
    expect(session?.raw).toMatch(/SameSite=Strict/);
    expect(session?.raw).toMatch(/Max-Age=3600/);
    expect(session?.raw).toMatch(/Path=\//);
    // Plain HTTP in local development: not Secure (it would never be sent back).
    expect(session?.raw).not.toMatch(/Secure/);

    // The token carries only the session id.
    const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'sid']);
    const row = await harness.app.db('sessions').where({ id: payload.sid }).first();
    expect(row.user_id).toBe(customer.id);
    expect(row.ip_address).toBe(client.remoteAddress);
    const user = await harness.app.db('users').where({ id: customer.id }).first();
    expect(user.last_login_at).toBeInstanceOf(Date);

    const me = await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Amina', lastName: 'Nkono', role: 'customer' });
  });

  it('signs in by phone, as registered or in its usual spellings', async ({ harness, customer }) => {
    const national = customer.phone.slice(3);
    const spellings = [
      customer.phone,
      `${customer.phone.slice(0, 3)} ${national}`,
      `+${customer.phone}`,
      `${national.slice(0, 1)} ${national.slice(1, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`,
    ];
    for (const phone of spellings) {
      const response = await login(harness, { phone, password: customer.password }, fresh());
      expect(response.statusCode, phone).toBe(200);
    }
  });

  it('accepts the email whatever its case', async ({ harness, customer }) => {
    const response = await login(
      harness,
      { email: customer.email.toUpperCase(), password: customer.password },
      fresh(),
    );
    expect(response.statusCode).toBe(200);
  });

  it('checks the PIN when the account has one and it is sent', async ({ harness, customer, noPin }) => {
    expect(
      (await login(harness, { email: customer.email, password: customer.password, pin: '2468' }, fresh())).statusCode,
    ).toBe(200);
    expectInvalid(await login(harness, { email: customer.email, password: customer.password, pin: '1111' }, fresh()));
    // Optional: leaving it out (or empty) still signs in.
    expect((await login(harness, { email: customer.email, password: customer.password }, fresh())).statusCode).toBe(
      200,
    );
    expect(
      (await login(harness, { email: customer.email, password: customer.password, pin: '' }, fresh())).statusCode,
    ).toBe(200);
    // An account without a PIN ignores one.
    expect(
      (await login(harness, { email: noPin.email, password: noPin.password, pin: '9999' }, fresh())).statusCode,
    ).toBe(200);
  });

  it('answers every wrong credential with the same "Invalid credentials"', async ({ harness, customer }) => {
    expectInvalid(await login(harness, { email: customer.email, password: 'Wrong-Horse-42' }, fresh()));
    expectInvalid(await login(harness, { email: 'nobody@example.cm', password: customer.password }, fresh()));
    expectInvalid(await login(harness, { phone: '237600000000', password: customer.password }, fresh()));
    expectInvalid(await login(harness, { phone: 'not a phone', password: customer.password }, fresh()));
    expectInvalid(await login(harness, { email: customer.email, password: customer.password.toLowerCase() }, fresh()));
  });

  it('rejects a request without a contact or a password as a validation error', async ({ harness, customer }) => {
    const noContact = await login(harness, { password: 'x' }, fresh());
    expect(noContact.statusCode).toBe(400);
    expect(errorOf(noContact).details).toMatchObject([{ path: 'email', message: 'Email or phone number is required' }]);
    const noPassword = await login(harness, { email: customer.email }, fresh());
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword).details).toMatchObject([{ path: 'password', message: 'Password is required' }]);
    const both = await login(harness, { email: customer.email, phone: customer.phone, password: 'x' }, fresh());
    expect(both.statusCode).toBe(400);
    const badJson = await harness.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorOf(badJson).code).toBe('invalid_json');
  });

  it('tells a deactivated account so, only once its password is right', async ({ harness }) => {
    const inactive = await createUser(harness, { isActive: false });
    expectInvalid(await login(harness, { email: inactive.email, password: 'Wrong-Horse-42' }, fresh()));
    const right = await login(harness, { email: inactive.email, password: inactive.password }, fresh());
    expect(right.statusCode).toBe(403);
    expect(errorOf(right).message).toBe('This account has been deactivated. Please contact support.');
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('signs staff in the same way, with their role', async ({ harness }) => {
    const admin = await createUser(harness, { role: 'admin', pin: null });
    const response = await login(harness, { email: admin.email, password: admin.password }, fresh());
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(response.json().access_token),
    });
    expect(me.json().role).toBe('admin');
  });

  it('uses the session lifetime from the settings', async ({ harness, customer }) => {
    await harness.app
      .db('settings')
      .where({ category: 'security', key: 'session_ttl_minutes' })
      .update({ value: '15' });
    try {
      const response = await login(harness, { email: customer.email, password: customer.password }, fresh());
      expect(response.json().expires_in).toBe(900);
      const sid = JSON.parse(Buffer.from(response.json().access_token.split('.')[1], 'base64url').toString()).sid;
      const row = await harness.app.db('sessions').where({ id: sid }).first();
      const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(15, 1);
    } finally {
      await harness.app
        .db('settings')
        .where({ category: 'security', key: 'session_ttl_minutes' })
        .update({ value: '60' });
    }
  });

  it('caps the sign-in calls one address can make per minute', async ({ harness }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 101; index += 1) {
      statuses.push((await login(harness, {}, { remoteAddress: '10.2.255.1' })).statusCode);
    }
    expect(new Set(statuses.slice(0, 100))).toEqual(new Set([400]));
    expect(statuses[100]).toBe(429);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const secureApp = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const user = await createUser(secureApp);
      const response = await login(
        secureApp,
        { email: user.email, password: user.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(setCookies(response).ob_session?.raw).toMatch(/; Secure/);
    } finally {
      await secureApp.close();
    }
  });
});
