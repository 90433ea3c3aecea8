import * as oidc from 'openid-client';
import { describe, expect } from 'vitest';
import { it, type ListeningApp, type SignedInUser } from '../../helpers/fixtures.ts';
import { browser, registerApp, startAuthorization } from '../../helpers/oauth-client.ts';

/**
 * Issue 30: a customer who has just registered holds no account. The consent's rule
 * (`domain/consent-account-rule.ts`) asks for an account only when a permission reaches
 * accounts; the customer opens one with their session (`POST /api/v1/accounts`) and shares it.
 */
async function pendingConsent(harness: ListeningApp, developer: SignedInUser, scopes: string[]) {
  const { config } = await registerApp(harness, developer, scopes);
  const visit = browser(harness.origin);
  const { url, verifier, state } = await startAuthorization(config, scopes.join(' '));
  const uid = (await visit(url.href)).searchParams.get('interaction') as string;
  return { config, visit, uid, verifier, state };
}

function approve(
  harness: ListeningApp,
  customer: SignedInUser,
  uid: string,
  choice: { scopes: string[]; accountIds: string[] },
) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/v1/oauth/consents/${uid}/approve`,
    headers: customer.headers,
    payload: choice,
  });
}

describe('consent for a customer without an account', () => {
  it('allows with no account what needs none', async ({ listening, customer, otherCustomer }) => {
    const { uid } = await pendingConsent(listening, otherCustomer, ['webhooks:manage', 'analytics:read']);
    const described = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${uid}`,
      headers: customer.headers,
    });
    expect(described.json().accounts).toEqual([]);
    const approved = await approve(listening, customer, uid, { scopes: ['webhooks:manage'], accountIds: [] });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('wants an account for account reads: the customer opens one with their session, then shares it', async ({
    listening,
    customer,
    otherCustomer,
  }) => {
    const { config, visit, uid, verifier, state } = await pendingConsent(listening, otherCustomer, ['accounts:read']);
    const refused = await approve(listening, customer, uid, { scopes: ['accounts:read'], accountIds: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toMatchObject([{ path: 'accountIds', reason: 'consent_account_required' }]);

    const opened = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: { ...customer.headers, 'idempotency-key': 'consent-opens-checking' },
      payload: { accountType: 'checking' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const account = opened.json();
    const described = await listening.app.inject({
      method: 'GET',
      url: `/api/v1/oauth/consents/${uid}`,
      headers: customer.headers,
    });
    expect(described.json().accounts.map((held: { id: string }) => held.id)).toEqual([account.id]);

    const approved = await approve(listening, customer, uid, { scopes: ['accounts:read'], accountIds: [account.id] });
    expect(approved.statusCode, approved.body).toBe(200);
    const tokens = await oidc.authorizationCodeGrant(config, await visit(approved.json().redirectTo), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const read = await fetch(`${listening.origin}/api/v1/accounts/${account.id}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: account.id, accountType: 'checking', balance: '0' });
  });
});
