import type { Knex } from 'knex';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { API_SCOPES } from '../../schemas/enums.ts';
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
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
];

/** The audience of every access token: the public API. */
export function apiResource(issuer: string): string {
  return `${issuer}/api/v1`;
}

export interface AuthorizationServerOptions {
  db: Knex;
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
    adapter: recordsAdapter(options.db),
    clients: [],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    // The one signing key is Ed25519 (server-keys.ts); nothing else could sign.
    clientDefaults: { id_token_signed_response_alg: 'EdDSA' },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    cookies: { keys: options.cookieKeys },
    jwks: { keys: [options.signingKey] },
    routes: OAUTH_ROUTES,
    scopes: [...API_SCOPES],
    claims: {},
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string, client) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return { scope: client.scope ?? '', audience: resource, accessTokenFormat: 'opaque', accessTokenTTL: 3600 };
        },
      },
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
