import * as oidc from 'openid-client';
import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * The authorization server as a real third-party app meets it: panva's openid-client (a
 * certified relying party library) discovers it over HTTP and runs the client credentials grant,
 * introspection and revocation against a registered app.
 */
async function registerApp(harness: TestApp, headers: Record<string, string>, scopes: string[]) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/apps',
    headers,
    payload: { name: 'Njangi Books', redirectUris: ['https://books.example.cm/callback'], scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { app: { id: string; clientId: string }; clientSecret: string };
}

async function discover(origin: string, clientId: string, clientSecret: string) {
  return oidc.discovery(new URL(origin), clientId, clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

describe('OAuth 2.0 client credentials', () => {
  it('issues a token for registered scopes only, which introspection describes and revocation ends', async ({
    listening,
    customer,
  }) => {
    const { app, clientSecret } = await registerApp(listening, customer.headers, ['accounts:read', 'analytics:read']);
    await listening.app.db('accounts').insert({
      user_id: customer.user.id,
      account_number: 'CM2110005000123456789012',
      account_type: 'checking',
    });
    expect(app.clientId).toMatch(/^oba_[0-9a-f]{24}$/);
    expect(clientSecret).toMatch(/^obs_/);
    const config = await discover(listening.origin, app.clientId, clientSecret);
    expect(config.serverMetadata()).toMatchObject({
      issuer: listening.origin,
      token_endpoint: `${listening.origin}/oauth/token`,
      code_challenge_methods_supported: ['S256'],
    });

    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'accounts:read' });
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'accounts:read' });
    const introspected = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({
      active: true,
      client_id: app.clientId,
      scope: 'accounts:read',
      aud: `${listening.origin}/api/v1`,
    });

    // Another app may not read this app's token.
    const other = await registerApp(listening, customer.headers, ['accounts:read']);
    const otherConfig = await discover(listening.origin, other.app.clientId, other.clientSecret);
    expect(await oidc.tokenIntrospection(otherConfig, tokens.access_token)).toEqual({ active: false });

    // A scope the app did not register is never granted.
    await expect(oidc.clientCredentialsGrant(config, { scope: 'payments:initiate' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });

    // The token calls the public API as the app's developer, for the scopes it holds.
    const accounts = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${listening.origin}/api/v1/accounts`),
      'GET',
    );
    expect(accounts.status).toBe(200);
    expect((await accounts.json()).data.map((account: { accountNumber: string }) => account.accountNumber)).toEqual([
      'CM2110005000123456789012',
    ]);
    const charge = await fetch(`${listening.origin}/api/v1/mobile-money/charge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(charge.status).toBe(403);
    expect((await charge.json()).error).toMatchObject({ reason: 'access_token_scope_missing' });
    expect(charge.headers.get('www-authenticate')).toContain('insufficient_scope');

    await oidc.tokenRevocation(config, tokens.access_token);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    const revoked = await fetch(`${listening.origin}/api/v1/accounts`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error).toMatchObject({ reason: 'invalid_access_token' });
  });

  it('refuses a wrong secret, a rotated-out secret and a deleted app', async ({ listening, customer }) => {
    const { app, clientSecret } = await registerApp(listening, customer.headers, ['accounts:read']);
    const wrong = await discover(listening.origin, app.clientId, `${clientSecret}x`);
    await expect(oidc.clientCredentialsGrant(wrong, { scope: 'accounts:read' })).rejects.toMatchObject({
      error: 'invalid_client',
    });

    const rotated = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/apps/${app.id}/rotate-secret`,
      headers: customer.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const old = await discover(listening.origin, app.clientId, clientSecret);
    await expect(oidc.clientCredentialsGrant(old, { scope: 'accounts:read' })).rejects.toMatchObject({
      error: 'invalid_client',
    });
    const current = await discover(listening.origin, app.clientId, rotated.json().clientSecret);
    const tokens = await oidc.clientCredentialsGrant(current, { scope: 'accounts:read' });

    const removed = await listening.app.inject({
      method: 'DELETE',
      url: `/api/v1/apps/${app.id}`,
      headers: customer.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await listening.app.db('oauth_records').whereRaw(`payload->>'clientId' = ?`, [app.clientId])).toEqual([]);
    await expect(oidc.clientCredentialsGrant(current, { scope: 'accounts:read' })).rejects.toMatchObject({
      error: 'invalid_client',
    });
    expect(tokens.access_token).toBeTruthy();
  });

  it("keeps each developer's apps to themselves and refuses bad registrations with field errors", async ({
    harness,
    customer,
    otherCustomer,
  }) => {
    const { app } = await registerApp(harness, customer.headers, ['accounts:read']);
    const theirs = await harness.app.inject({ method: 'GET', url: '/api/v1/apps', headers: otherCustomer.headers });
    expect(theirs.json()).toEqual({ apps: [] });
    for (const [method, url] of [
      ['POST', `/api/v1/apps/${app.id}/rotate-secret`],
      ['DELETE', `/api/v1/apps/${app.id}`],
    ] as const) {
      const response = await harness.app.inject({ method, url, headers: otherCustomer.headers });
      expect(response.statusCode).toBe(404);
    }
    const mine = await harness.app.inject({ method: 'GET', url: '/api/v1/apps', headers: customer.headers });
    expect(mine.json().apps.map((entry: { id: string }) => entry.id)).toContain(app.id);
    expect(JSON.stringify(mine.json())).not.toContain('obs_');

    const bad = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      headers: customer.headers,
      payload: {
        name: '  ',
        redirectUris: ['http://books.example.cm/cb', 'https://ok.example.cm/cb#x', 'http://localhost:8080/cb'],
        scopes: ['accounts:read'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((entry: { path: string }) => entry.path)).toEqual([
      'name',
      'redirectUris.0',
      'redirectUris.1',
    ]);
    const unknownScope = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      headers: customer.headers,
      payload: { name: 'X', redirectUris: ['https://x.example.cm/cb'], scopes: ['everything'] },
    });
    expect(unknownScope.statusCode).toBe(400);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/v1/apps' });
    expect(anonymous.statusCode).toBe(401);
  });
});
