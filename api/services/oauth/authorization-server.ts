import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Store } from '../../repositories/store.ts';
import { clientSecretMatches } from './client-secret.ts';
import { recordsAdapter } from './records-adapter.ts';

/** Where the provider's own endpoints live; the project's /oauth/login, /register and /logout stay Fastify's. */
export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  introspection: '/oauth/introspect',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
} as const;

/** Every path the provider answers (its routes and the discovery documents). */
export const OAUTH_PATHS: readonly string[] = [
  ...Object.values(OAUTH_ROUTES),
  // Where the browser resumes an authorization once the consent screen answered.
  `${OAUTH_ROUTES.authorization}/:uid`,
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
];

/** The audience of every access token: the public API. */
export function apiResource(issuer: string): string {
  return `${issuer}/api/v1`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPage(error: string, description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Authorization error · CEMAC Open Banking</title></head><body><main><h1>This authorization request cannot continue</h1><p>The app that sent you here made a request we cannot accept. Go back to the app and try again, or contact its developer.</p><p><code>${escapeHtml(error)}</code> ${escapeHtml(description)}</p><p><a href="/">CEMAC Open Banking</a></p></main></body></html>`;
}

export interface AuthorizationServerOptions {
  store: Store;
  /** The public base URL (PUBLIC_BASE_URL), which tokens and discovery name. */
  issuer: string;
  /** Keys signing the provider's cookies (derived from the session secret). */
  cookieKeys: string[];
  /** The private JWK signing what the provider signs (a JSON Web Key Set with one key). */
  signingKey: Record<string, unknown>;
}

/**
 * The OAuth 2.0 authorization server: panva's oidc-provider (certified), configured for the
 * public API. Scopes are the API scopes (enums.ts); an app may only ever be granted the
 * scopes it registered, because the resource server's scope list for that app *is* its
 * registered list (getResourceServerInfo). Access tokens are opaque and stored
 * (`oauth_records`), so revoking one or deleting its app ends it at once.
 */
export function createAuthorizationServer(options: AuthorizationServerOptions): Provider {
  const resource = apiResource(options.issuer);
  const configuration: Configuration = {
    adapter: recordsAdapter(options.store),
    clients: [],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    // The one signing key is Ed25519 (server-keys.ts); nothing else could sign.
    clientDefaults: { id_token_signed_response_alg: 'EdDSA' },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    cookies: { keys: options.cookieKeys },
    jwks: { keys: [options.signingKey] },
    routes: OAUTH_ROUTES,
    // The API's scopes belong to its resource server (below), not to the provider itself;
    // offline_access enables the refresh_token grant (refresh tokens come with every code anyway).
    scopes: ['offline_access'],
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every use replaces the refresh token; a replaced one presented again revokes the whole grant.
    rotateRefreshToken: true,
    // The consent page, in French when the app asks for it first (`ui_locales`, OpenID Connect
    // Core §3.1.2.1); otherwise the page's own language switch applies.
    interactions: {
      url: async (_ctx, interaction) =>
        `${/^fr\b/i.test(String(interaction.params.ui_locales ?? '')) ? '/fr' : ''}/oauth/consent?interaction=${interaction.uid}`,
    },
    // The provider's own sign-in memory lasts no longer than one of our sessions.
    ttl: {
      Session: 60 * 60,
      Interaction: 15 * 60,
      // As the docs say: a code is valid once, for 10 minutes (RFC 6749 §4.1.2's maximum).
      AuthorizationCode: 10 * 60,
      Grant: 365 * 24 * 60 * 60,
      AccessToken: 60 * 60,
      ClientCredentials: 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    claims: {},
    pkce: { required: () => true },
    // The authorization code flow only: discovery advertises no implicit or hybrid response.
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      // Enabled by oidc-provider's defaults, but not here: their endpoints are not routed (PAR's
      // /request, logout's /session/end), and a DPoP-bound token would need the public API to
      // check the proof, which it does not yet (docs: "FAPI 2.0: what is met and what is not yet").
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      dPoP: { enabled: false },
      clientCredentials: { enabled: true },
      // An app may ask about, and revoke, only its own tokens.
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (ctx: KoaContextWithOIDC, indicator: string, client) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          // The API as this app sees it: only the scopes the app registered exist, and asking
          // for another is an error rather than a token with less than was asked.
          const app = await options.store.oauthApps.findClient(client.clientId);
          const asked = String(ctx.oidc.params?.scope ?? '').split(' ');
          const unregistered = asked.filter((scope) => scope.includes(':') && !app?.scopes.includes(scope as never));
          if (unregistered.length > 0) {
            throw new errors.InvalidScope('the app did not register these scopes', unregistered.join(' '));
          }
          return {
            scope: app?.scopes.join(' ') ?? '',
            audience: resource,
            accessTokenFormat: 'opaque',
            accessTokenTTL: 3600,
          };
        },
      },
    },
    // A request the provider cannot send back to the app (unknown client, unregistered redirect
    // URI) ends on a page of ours, in plain words, with the OAuth error for the developer.
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error ?? 'server_error'), String(out.error_description ?? ''));
    },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: () => ({ sub }) };
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // Behind the platform's proxy (TRUST_PROXY), X-Forwarded-Proto and -Host are the public ones.
  provider.proxy = true;
  // Stored secrets are hashes (client-metadata.ts): compare the presented secret's hash.
  provider.Client.prototype.compareClientSecret = function compareClientSecret(
    this: { clientSecret?: string },
    actual: string,
  ) {
    return Boolean(this.clientSecret) && clientSecretMatches(this.clientSecret as string, actual);
  };
  return provider;
}
