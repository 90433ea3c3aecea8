import { createHmac } from 'node:crypto';
import { describe, expect, vi } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf, login, setCookies, signInAs } from '../../helpers/identity.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Probe routes guarded the way the payments and admin routes are, added before the app starts. */
function addProbeRoutes(harness: TestApp) {
  harness.app.get('/api/test/staff-only', { onRequest: harness.app.requireRole('ops', 'admin') }, async (request) => ({
    role: request.user?.role,
  }));
  harness.app.post('/api/test/write', { onRequest: harness.app.requireSession }, async (request) => ({
    userId: request.user?.id,
    sessionId: request.sessionId,
  }));
}

it.override('harness', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
  const harness = await createTestApp(appOptions);
  onCleanup(() => harness.close());
  addProbeRoutes(harness);
  return harness;
});
it.override('customerProfile', { firstName: 'Amina', lastName: 'Nkono' });

const me = (harness: TestApp, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url: '/api/auth/user', headers });
/** An HS256 token signed with some other key. */
function foreignToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', 'some-other-secret-that-is-long-enough').update(unsigned).digest('base64url')}`;
}
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

function expectUnauthorized(response: Awaited<ReturnType<typeof me>>, message: string) {
  expect(response.statusCode).toBe(401);
  expect(errorOf(response)).toMatchObject({ code: 'unauthorized', message });
  expect(response.headers['www-authenticate']).toBe('Bearer');
}

describe('GET /api/auth/user', () => {
  it('answers the signed-in user, by Bearer token or by cookie', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    const expected = {
      id: customer.id,
      firstName: 'Amina',
      lastName: 'Nkono',
      role: 'customer',
      email: customer.email,
      phone: customer.phone,
    };
    const byHeader = await me(harness, bearer(token));
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toEqual(expected);
    expect(byHeader.headers['cache-control']).toBe('no-store');
    const byCookie = await me(harness, { cookie: `ob_session=${token}` });
    expect(byCookie.json()).toEqual(expected);
  });

  it('answers 401 in the envelope without a session', async ({ harness }) => {
    expectUnauthorized(await me(harness), 'Authentication required');
  });

  it('answers 401 for a malformed, forged or foreign token', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    const [header, payload] = token.split('.');
    const foreign = foreignToken({ sid: sessionIdOf(token), iat: Math.floor(Date.now() / 1000) });
    const unsigned = `${header}.${payload}.`;
    // Correctly signed, but naming no session.
    const nonUuid = harness.app.jwt.session.sign({ sid: 'not-a-uuid' });
    const unknown = harness.app.jwt.session.sign({ sid: '00000000-0000-4000-8000-000000000000' });
    for (const bad of ['garbage', `${header}.${payload}.AAAA`, foreign, unsigned, nonUuid, unknown]) {
      expectUnauthorized(
        await me(harness, bearer(bad)),
        'Your session has expired or you have signed out. Please sign in again.',
      );
    }
  });

  it('drops a dead session cookie', async ({ harness }) => {
    const response = await me(harness, { cookie: 'ob_session=garbage' });
    expect(response.statusCode).toBe(401);
    const cookie = setCookies(response).ob_session;
    expect(cookie?.value).toBe('');
    expect(cookie?.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('ignores API keys: a Bearer ob_ token is not a session, the cookie still is', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    expectUnauthorized(await me(harness, bearer('ob_test_abcdefghijklmnopqrstuvwxyz')), 'Authentication required');
    const withCookie = await me(harness, {
      ...bearer('ob_live_abcdefghijklmnopqrstuvwxyz'),
      cookie: `ob_session=${token}`,
    });
    expect(withCookie.statusCode).toBe(200);
  });

  it('takes the Authorization header over the cookie', async ({ harness, customer }) => {
    const admin = await createUser(harness, { role: 'admin' });
    const adminToken = await signInAs(harness, admin);
    const customerToken = await signInAs(harness, customer);
    const response = await me(harness, { ...bearer(adminToken), cookie: `ob_session=${customerToken}` });
    expect(response.json().role).toBe('admin');
  });

  it('rejects an expired session, whatever the token says', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    await harness.app
      .db('sessions')
      .where({ id: sessionIdOf(token) })
      .update({ expires_at: harness.app.db.raw("now() - interval '1 second'") });
    expectUnauthorized(
      await me(harness, bearer(token)),
      'Your session has expired or you have signed out. Please sign in again.',
    );
  });

  it('rejects a token past its own expiry even if the row were still alive', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    const sid = sessionIdOf(token);
    // Signed (with a one-second life) five seconds ago on a faked clock: expired now, without a wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 5_000);
    const expired = harness.app.jwt.session.sign({ sid }, { expiresIn: 1 });
    vi.useRealTimers();
    expectUnauthorized(
      await me(harness, bearer(expired)),
      'Your session has expired or you have signed out. Please sign in again.',
    );
    expect((await me(harness, bearer(token))).statusCode).toBe(200);
  });

  it("stops a deactivated user's sessions at once", async ({ harness }) => {
    const user = await createUser(harness);
    const token = await signInAs(harness, user);
    expect((await me(harness, bearer(token))).statusCode).toBe(200);
    await harness.app.db('users').where({ id: user.id }).update({ is_active: false });
    expect((await me(harness, bearer(token))).statusCode).toBe(401);
  });
});

describe('POST /oauth/logout', () => {
  it('revokes a still-unexpired token at once, and clears the cookie', async ({ harness, customer }) => {
    const token = await signInAs(harness, customer);
    expect((await me(harness, bearer(token))).statusCode).toBe(200);
    const response = await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(setCookies(response).ob_session?.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
    const row = await harness.app
      .db('sessions')
      .where({ id: sessionIdOf(token) })
      .first();
    expect(row.revoked_at).toBeInstanceOf(Date);
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());
    expectUnauthorized(
      await me(harness, bearer(token)),
      'Your session has expired or you have signed out. Please sign in again.',
    );
    expect((await me(harness, { cookie: `ob_session=${token}` })).statusCode).toBe(401);
  });

  it('signs out a cookie session, and leaves other sessions of the user alone', async ({ harness, customer }) => {
    const phone = await signInAs(harness, customer);
    const browser = await login(harness, { email: customer.email, password: customer.password });
    const cookie = `ob_session=${setCookies(browser).ob_session?.value}`;
    const response = await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect((await me(harness, { cookie })).statusCode).toBe(401);
    expect((await me(harness, bearer(phone))).statusCode).toBe(200);
  });

  it('answers 204 without a session or with a dead one', async ({ harness }) => {
    expect((await harness.app.inject({ method: 'POST', url: '/oauth/logout' })).statusCode).toBe(204);
    const dead = await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer('garbage') });
    expect(dead.statusCode).toBe(204);
  });
});

describe('requireSession and requireRole', () => {
  it('answers 401 without a session and 403 for the wrong role', async ({ harness, customer }) => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/test/staff-only' })).statusCode).toBe(401);
    const customerToken = await signInAs(harness, customer);
    const forbidden = await harness.app.inject({
      method: 'GET',
      url: '/api/test/staff-only',
      headers: bearer(customerToken),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden)).toMatchObject({ code: 'forbidden', message: 'You do not have permission to do this' });
    const auditor = await signInAs(harness, await createUser(harness, { role: 'auditor' }));
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/test/staff-only', headers: bearer(auditor) })).statusCode,
    ).toBe(403);
    for (const role of ['ops', 'admin'] as const) {
      const token = await signInAs(harness, await createUser(harness, { role }));
      const allowed = await harness.app.inject({ method: 'GET', url: '/api/test/staff-only', headers: bearer(token) });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ role });
    }
  });

  it('gives the route the user and the session id, and checks them before the body', async ({ harness, customer }) => {
    const unauthenticated = await harness.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unauthenticated.statusCode).toBe(401);
    const token = await signInAs(harness, customer);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: bearer(token),
      payload: {},
    });
    expect(response.json()).toEqual({ userId: customer.id, sessionId: sessionIdOf(token) });
  });
});
