import * as oidc from 'openid-client';
import { describe, expect } from 'vitest';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { it, type ListeningApp } from '../../helpers/fixtures.ts';
import { browser, REDIRECT_URI, registerApp, startAuthorization } from '../../helpers/oauth-client.ts';

async function insertAccount(harness: ListeningApp, userId: string, accountNumber: string): Promise<string> {
  const [row] = await harness.app
    .db('accounts')
    .insert({ user_id: userId, account_number: accountNumber, account_type: 'checking' })
    .returning('id');
  return row.id;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The authorization code flow with PKCE as a real third-party app runs it (panva's
 * openid-client), the browser's part played with fetch and a cookie jar: the app sends the
 * customer to /oauth/authorize, the consent screen's calls approve (or deny), the browser
 * follows the redirects back to the app, which exchanges the code, calls the API, refreshes.
 */
describe('OAuth 2.0 authorization code with PKCE', () => {
  it('consents to two scopes of three for one account, then calls, refreshes and is disconnected', async ({
    listening,
    customer,
    otherCustomer,
  }) => {
    const shared = await insertAccount(listening, customer.user.id, 'CM2110005000100000000001');
    await insertAccount(listening, customer.user.id, 'CM2110005000100000000002');
    await insertAccount(listening, otherCustomer.user.id, 'CM2110005000100000000003');
    const { app, config } = await registerApp(listening, otherCustomer, [
      'accounts:read',
      'transactions:read',
      'payments:initiate',
    ]);
    // The developer's endpoint hears of the connection and of its end (consent.* events).
    const endpoint = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: otherCustomer.headers,
      payload: { url: 'https://hooks.example.cm/consents', events: ['consent.granted', 'consent.revoked'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const visit = browser(listening.origin);
    const { url, verifier, state } = await startAuthorization(
      config,
      'accounts:read transactions:read payments:initiate offline_access',
    );
    const consentPage = await visit(url.href);
    expect(consentPage.pathname).toBe('/oauth/consent');
    const uid = consentPage.searchParams.get('interaction') as string;

    const described = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${uid}`,
      headers: customer.headers,
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({
      app: { name: 'Njangi Books', clientId: app.clientId },
      scopes: ['accounts:read', 'transactions:read', 'payments:initiate'],
    });
    expect(described.json().accounts).toHaveLength(2);

    // Another customer's account, or a scope the app did not ask for, is refused and changes nothing.
    const others = await listening.app.db('accounts').where({ user_id: otherCustomer.user.id }).pluck('id');
    const refused = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/oauth/consents/${uid}/approve`,
      headers: customer.headers,
      payload: { scopes: ['accounts:read', 'webhooks:manage'], accountIds: [others[0]] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.map((entry: { path: string }) => entry.path)).toEqual([
      'scopes.1',
      'accountIds.0',
    ]);

    const approved = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/oauth/consents/${uid}/approve`,
      headers: customer.headers,
      payload: { scopes: ['accounts:read', 'transactions:read'], accountIds: [shared] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const callback = await visit(approved.json().redirectTo);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.scope?.split(' ').sort()).toEqual(['accounts:read', 'transactions:read']);
    expect(tokens.refresh_token).toBeTruthy();
    const introspected = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, sub: customer.user.id, client_id: app.clientId });

    // The token sees the one shared account of the consenting customer, never the developer's or another's.
    const accounts = await fetch(`${listening.origin}/api/v1/accounts`, { headers: bearer(tokens.access_token) });
    expect(accounts.status).toBe(200);
    expect((await accounts.json()).data.map((account: { id: string }) => account.id)).toEqual([shared]);
    const charge = await fetch(`${listening.origin}/api/v1/mobile-money/charge`, {
      method: 'POST',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(charge.status).toBe(403);

    // Refresh tokens rotate: the new one works, the used one is refused (and ends the grant).
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await fetch(`${listening.origin}/api/v1/accounts`, { headers: bearer(refreshed.access_token) });
    expect(again.status).toBe(200);

    const connections = await listening.app.inject({
      method: 'GET',
      url: '/api/v1/connected-apps',
      headers: customer.headers,
    });
    expect(connections.json().connections).toMatchObject([
      {
        appName: 'Njangi Books',
        scopes: ['accounts:read', 'transactions:read'],
        accounts: [{ id: shared, accountNumber: 'CM2110005000100000000001' }],
      },
    ]);
    const { grantId } = connections.json().connections[0];
    const notTheirs = await listening.app.inject({
      method: 'DELETE',
      url: `/api/v1/connected-apps/${grantId}`,
      headers: otherCustomer.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    const revoked = await listening.app.inject({
      method: 'DELETE',
      url: `/api/v1/connected-apps/${grantId}`,
      headers: customer.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await fetch(`${listening.origin}/api/v1/accounts`, { headers: bearer(refreshed.access_token) });
    expect(after.status).toBe(401);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const audits = await listening.app
      .db('audit_logs')
      .where({ resource: 'oauth_grant', resource_id: grantId })
      .orderBy('seq')
      .pluck('action');
    expect(audits).toEqual(['create', 'revoke']);

    await dispatchWebhookEvents(listening.app.webhooks);
    const delivered = await listening.app
      .db('webhook_deliveries')
      .where({ endpoint_id: endpoint.json().webhook.id })
      .orderBy('created_at')
      .select('event_type', 'payload');
    expect(delivered.map((row) => row.event_type)).toEqual(['consent.granted', 'consent.revoked']);
    const connection = {
      object: 'consent',
      grantId,
      clientId: app.clientId,
      appName: 'Njangi Books',
      scopes: ['accounts:read', 'transactions:read'],
      accountIds: [shared],
      livemode: false,
    };
    for (const row of delivered) expect(row.payload.data).toEqual(connection);
  });

  it('sends access_denied to the app when the customer refuses, and answers a used request with 404', async ({
    listening,
    customer,
  }) => {
    const { config } = await registerApp(listening, customer, ['accounts:read']);
    const visit = browser(listening.origin);
    const { url, state } = await startAuthorization(config, 'accounts:read');
    const uid = (await visit(url.href)).searchParams.get('interaction') as string;
    const denied = await listening.app.inject({
      method: 'POST',
      url: `/api/v1/oauth/consents/${uid}/deny`,
      headers: customer.headers,
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const callback = await visit(denied.json().redirectTo);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    const answered = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${uid}`,
      headers: customer.headers,
    });
    expect(answered.statusCode).toBe(404);
  });

  it('requires PKCE, a registered redirect URI and a signed-in customer', async ({ listening, customer, ops }) => {
    const { config } = await registerApp(listening, customer, ['accounts:read']);
    const withoutPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'accounts:read' });
    const noPkce = await fetch(withoutPkce, { redirect: 'manual' });
    expect(new URL(noPkce.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request');
    const elsewhere = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example.com/cb',
      scope: 'accounts:read',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const wrongRedirect = await fetch(elsewhere, { redirect: 'manual' });
    expect(wrongRedirect.headers.get('location')).toBeNull();
    expect(wrongRedirect.status).toBe(400);

    const { url } = await startAuthorization(config, 'accounts:read');
    const uid = (await browser(listening.origin)(url.href)).searchParams.get('interaction') as string;
    const anonymous = await listening.app.inject({ method: 'GET', url: `/api/v1/oauth/consents/${uid}` });
    expect(anonymous.statusCode).toBe(401);
    const staff = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${uid}`,
      headers: ops.headers,
    });
    expect(staff.statusCode).toBe(403);
  });

  it('names the developer and the return host, and opens the French page when the app asks for French', async ({
    listening,
    customer,
    otherCustomer,
  }) => {
    const { config } = await registerApp(listening, otherCustomer, ['accounts:read']);
    const { url } = await startAuthorization(config, 'accounts:read', { ui_locales: 'fr-CM en' });
    const consentPage = await browser(listening.origin)(url.href);
    expect(consentPage.pathname).toBe('/fr/oauth/consent');
    const described = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${consentPage.searchParams.get('interaction')}`,
      headers: customer.headers,
    });
    expect(described.json().app).toMatchObject({
      developer: `${otherCustomer.user.firstName} ${otherCustomer.user.lastName}`,
      redirectHost: 'books.example.cm',
    });
  });

  it('advertises the authorization code flow only, without endpoints it does not serve', async ({ listening }) => {
    const metadata = await (await fetch(`${listening.origin}/.well-known/oauth-authorization-server`)).json();
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    for (const absent of [
      'pushed_authorization_request_endpoint',
      'end_session_endpoint',
      'dpop_signing_alg_values_supported',
    ]) {
      expect(metadata, absent).not.toHaveProperty(absent);
    }
  });
});
