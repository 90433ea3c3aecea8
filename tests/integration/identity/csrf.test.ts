import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, errorOf, login, setCookies, type TestUser } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';

it.override('appOptions', { PUBLIC_BASE_URL: 'https://openbanking.cm' });

async function cookieSession(harness: TestApp, customer: TestUser): Promise<{ cookie: string; token: string }> {
  const response = await login(harness, { email: customer.email, password: customer.password });
  const token = setCookies(response).ob_session?.value ?? '';
  return { cookie: `ob_session=${token}`, token };
}

const stillSignedIn = async (harness: TestApp, token: string) =>
  (await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode === 200;

describe('cross-site request forgery', () => {
  it('refuses a cookie-carrying write whose body is not JSON (what an HTML form sends)', async ({
    harness,
    customer,
  }) => {
    const { cookie, token } = await cookieSession(harness, customer);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/oauth/logout',
        headers: { cookie, 'content-type': contentType },
        payload: contentType.startsWith('multipart') ? '--x--' : 'a=b',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(errorOf(response).code).toBe('unsupported_media_type');
    }
    expect(await stillSignedIn(harness, token)).toBe(true);
  });

  it('refuses writes started by another site, judged by Sec-Fetch-Site', async ({ harness, customer }) => {
    const { cookie, token } = await cookieSession(harness, customer);
    for (const site of ['cross-site', 'same-site']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/oauth/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(response.statusCode, site).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'forbidden', message: 'Cross-site request refused' });
    }
    // Login forgery (signing a victim into the attacker's account) is refused too.
    const forgedLogin = await login(
      harness,
      { email: customer.email, password: customer.password },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(forgedLogin.statusCode).toBe(403);
    expect(await stillSignedIn(harness, token)).toBe(true);
  });

  it('falls back to Origin when the browser sends no Sec-Fetch-Site', async ({ harness, customer }) => {
    const { cookie, token } = await cookieSession(harness, customer);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:80.evil.example']) {
      const response = await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: { cookie, origin } });
      expect(response.statusCode, origin).toBe(403);
    }
    expect(await stillSignedIn(harness, token)).toBe(true);
  });

  it('accepts the site itself: same-origin fetches, matching Origin, the public origin and programs', async ({
    harness,
    customer,
  }) => {
    const sameOrigin = await cookieSession(harness, customer);
    const fetchMetadata = await harness.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: sameOrigin.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMetadata.statusCode).toBe(204);

    const matching = await cookieSession(harness, customer);
    const byOrigin = await harness.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: matching.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(byOrigin.statusCode).toBe(204);

    const publicOrigin = await cookieSession(harness, customer);
    const behindProxy = await harness.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: publicOrigin.cookie, origin: 'https://openbanking.cm' },
    });
    expect(behindProxy.statusCode).toBe(204);

    // A JSON body with the cookie is the site's own request layer.
    const json = await cookieSession(harness, customer);
    const withBody = await harness.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      headers: { cookie: json.cookie, 'content-type': 'application/json; charset=utf-8' },
      payload: '{}',
    });
    expect(withBody.statusCode).toBe(204);
  });

  it('sets the session cookie SameSite=Strict and httpOnly', async ({ harness, customer }) => {
    const response = await login(harness, { email: customer.email, password: customer.password });
    const raw = setCookies(response).ob_session?.raw ?? '';
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Strict/);
  });

  it('leaves reads alone', async ({ harness, customer }) => {
    const { token } = await cookieSession(harness, customer);
    const read = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `ob_session=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
