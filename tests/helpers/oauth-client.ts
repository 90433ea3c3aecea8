import * as oidc from 'openid-client';
import { expect } from 'vitest';
import type { ListeningApp, SignedInUser } from './fixtures.ts';

/** Where the test apps send customers back to. */
export const REDIRECT_URI = 'https://books.example.cm/callback';

/** Registers an app for `developer` through the API: the app and its client secret (in this answer only). */
export async function createApp(
  harness: ListeningApp,
  developer: SignedInUser,
  {
    name = 'Njangi Books',
    redirectUris = [REDIRECT_URI],
    scopes,
  }: { name?: string; redirectUris?: string[]; scopes: string[] },
): Promise<{ app: { id: string; clientId: string }; clientSecret: string }> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/apps',
    headers: developer.headers,
    payload: { name, redirectUris, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Registers an app for `developer` and discovers the server as panva's openid-client does. */
export async function registerApp(harness: ListeningApp, developer: SignedInUser, scopes: string[]) {
  const { app, clientSecret } = await createApp(harness, developer, { scopes });
  const config = await oidc.discovery(new URL(harness.origin), app.clientId, clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  return { app, config };
}

/** A browser: keeps cookies and follows redirects on this server until one leaves it. */
export function browser(origin: string) {
  const jar = new Map<string, string>();
  return async function visit(url: string): Promise<URL> {
    let next = new URL(url, origin);
    while (next.origin === origin) {
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`${next} answered ${response.status} without a redirect`);
      if (/^(\/fr)?\/oauth\/consent/.test(location)) return new URL(location, origin);
      next = new URL(location, next);
    }
    return next;
  };
}

export async function startAuthorization(
  config: oidc.Configuration,
  scope: string,
  extra: Record<string, string> = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, verifier, state };
}

/**
 * A customer's access token for `scopes` and `accountIds`, through the whole authorization code
 * flow with PKCE: authorize, the consent screen's approve call, the redirect, the code exchange.
 */
export async function customerAccessToken(
  harness: ListeningApp,
  parties: { developer: SignedInUser; customer: SignedInUser },
  consent: { scopes: string[]; accountIds: string[] },
): Promise<string> {
  const { config } = await registerApp(harness, parties.developer, consent.scopes);
  const visit = browser(harness.origin);
  const { url, verifier, state } = await startAuthorization(config, consent.scopes.join(' '));
  const consentPage = await visit(url.href);
  const uid = consentPage.searchParams.get('interaction') as string;
  const approved = await harness.app.inject({
    method: 'POST',
    url: `/api/v1/oauth/consents/${uid}/approve`,
    headers: parties.customer.headers,
    payload: consent,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const callback = await visit(approved.json().redirectTo);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}

/** A client-credentials token of a new app of `developer`: it acts as the developer, over all their accounts. */
export async function clientCredentialsToken(
  harness: ListeningApp,
  developer: SignedInUser,
  scopes: string[],
): Promise<string> {
  const { config } = await registerApp(harness, developer, scopes);
  return (await oidc.clientCredentialsGrant(config, { scope: scopes.join(' ') })).access_token;
}
