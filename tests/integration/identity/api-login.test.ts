import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf } from '../../helpers/identity.ts';

/** POST /api/v1/auth/login: /oauth/login's rules behind the documented shape. */
describe('POST /api/v1/auth/login', () => {
  it('gives a session token and the user {id, email, role}; the token works as a Bearer and ends at sign-out', async ({
    harness,
  }) => {
    const user = await createUser(harness);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      user: { id: user.id, email: user.email, role: 'customer' },
    });
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'role']);
    expect(body.expires_in).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
    const payments = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/mobile-money/payments',
      headers: bearer(body.token),
    });
    expect(payments.statusCode).toBe(200);
    await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(body.token) });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.token) })).statusCode,
    ).toBe(401);
  });

  it('names staff roles too', async ({ harness }) => {
    const ops = await createUser(harness, { role: 'ops' });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ops.email, password: ops.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({ id: ops.id, email: ops.email, role: 'ops' });
  });

  it('answers one 401 for a wrong password or an unknown e-mail, 403 for a deactivated account', async ({
    harness,
  }) => {
    const user = await createUser(harness);
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.cm', password: 'whatever-123' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(errorOf(wrong)).toMatchObject({ code: 'unauthorized', reason: errorOf(unknown).reason });
    const inactive = await createUser(harness, { isActive: false });
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: inactive.email, password: inactive.password },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('slows repeated failures down with the sign-in throttle (429 and Retry-After), as /oauth/login does', async ({
    harness,
  }) => {
    const user = await createUser(harness);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push(
        await harness.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: 'wrong-password-1' },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits its turn while the account is slowed down.
    const right = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('refuses bad bodies with a 400 envelope', async ({ harness }) => {
    for (const payload of [{}, { email: 'a@b.cm' }]) {
      const response = await harness.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.requestId).toBeTruthy();
    }
  });
});
