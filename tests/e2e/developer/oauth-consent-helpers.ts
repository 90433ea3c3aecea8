import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { type Lang, uniqueEmail } from '../identity/helpers.ts';

/** The consent screen's and the Connected apps card's words, as a customer reads them. */
export const consentText = {
  en: {
    title: (app: string) => `Connect ${app}`,
    developer: 'Registered by Fresh Customer',
    returnTo: (host: string) => `When you answer, you go back to ${host}`,
    scopes: {
      'accounts:read': 'See your accounts and balances',
      'transactions:read': 'See your transaction history',
      'payments:initiate': 'Start payments from your accounts',
    },
    needAccount: 'Choose at least one account to share',
    noAccounts: 'You have no accounts to share yet. You can still allow what needs no account.',
    expired: 'This request is no longer valid',
    missing: 'This link is incomplete',
    signInFirst: 'Sign in to continue',
    cardTitle: 'Connected apps',
    empty: /^You have not connected any apps\./,
    connected: /^Connected [A-Z][a-z]{2} \d{2}, \d{2}:\d{2}$/,
    revokeTitle: (app: string) => `Revoke access for ${app}?`,
    revoked: 'Access revoked',
    revokedBody: (app: string) => `${app} can no longer use your accounts.`,
  },
  fr: {
    title: (app: string) => `Connecter ${app}`,
    developer: 'Enregistrée par Fresh Customer',
    returnTo: (host: string) => `Après votre réponse, vous retournez sur ${host}`,
    scopes: {
      'accounts:read': 'Voir vos comptes et leurs soldes',
      'transactions:read': 'Voir l’historique de vos opérations',
      'payments:initiate': 'Lancer des paiements depuis vos comptes',
    },
    needAccount: 'Choisissez au moins un compte à partager',
    noAccounts:
      'Vous n’avez encore aucun compte à partager. Vous pouvez tout de même autoriser ce qui ne demande pas de compte.',
    expired: 'Cette demande n’est plus valable',
    missing: 'Ce lien est incomplet',
    signInFirst: 'Connectez-vous pour continuer',
    cardTitle: 'Applications connectées',
    empty: /^Vous n’avez connecté aucune application\./,
    connected: /^Connectée le \d{2} [a-zéû]+\.?, \d{2}:\d{2}$/,
    revokeTitle: (app: string) => `Révoquer l’accès de ${app} ?`,
    revoked: 'Accès révoqué',
    revokedBody: (app: string) => `${app} ne peut plus utiliser vos comptes.`,
  },
} as const;

/**
 * The example app's redirect URI: a local server that answers a small page and keeps each
 * URL it was sent to, for the test to hand to openid-client as the app would.
 */
export async function startRedirectReceiver() {
  const received: URL[] = [];
  const waiting: ((url: URL) => void)[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname === '/callback') {
      received.push(url);
      for (const resolve of waiting.splice(0)) resolve(url);
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Example app</title><h1>Back in the example app</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const seen = received.length;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    host: `127.0.0.1:${port}`,
    /** The next redirect the browser follows to the app (or one already received since `after`). */
    next(after = seen): Promise<URL> {
      const already = received[after];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiting.push(resolve));
    },
    count: () => received.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function freshDeveloper(baseURL: string): Promise<APIRequestContext> {
  const api = await requests.newContext({ baseURL });
  const email = uniqueEmail('oauth-dev');
  const password = 'OAuthDeveloper2026!';
  const registered = await api.post('/oauth/register', {
    data: { firstName: 'Fresh', lastName: 'Customer', email, password, pin: '1357', secretWord: 'secretword' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const signedIn = await api.post('/oauth/login', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

/**
 * An authorization request waiting on the consent screen, as the page walks (axe, French
 * text, layout shift) need one: a fresh developer registers an app through the API and its
 * authorization request is sent without a browser; answers the consent page's path.
 */
export async function pendingConsentPath(baseURL: string, lang: Lang): Promise<string> {
  const api = await freshDeveloper(baseURL);
  const redirectUri = 'https://books.example.cm/callback';
  const created = await api.post('/api/v1/apps', {
    data: {
      name: 'Njangi Books',
      redirectUris: [redirectUri],
      scopes: ['accounts:read', 'transactions:read', 'payments:initiate'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { app } = await created.json();
  const { challenge } = pkce();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: 'accounts:read transactions:read payments:initiate',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(lang === 'fr' ? { ui_locales: 'fr' } : {}),
  });
  const authorize = await api.get(`/oauth/authorize?${query}`, { maxRedirects: 0 });
  const location = authorize.headers().location ?? '';
  expect(location, `${authorize.status()} ${await authorize.text()}`).toMatch(/\/oauth\/consent\?interaction=/);
  await api.dispose();
  return new URL(location, baseURL).pathname + new URL(location, baseURL).search;
}
