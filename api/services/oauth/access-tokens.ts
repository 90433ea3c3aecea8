import type Provider from 'oidc-provider';
import type { ApiScope } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { OAUTH_MESSAGES as M } from '../../../domain/messages/oauth.ts';
import { AppError } from '../../errors.ts';
import type { OAuthAppEnvironment } from '../../repositories/oauth-apps-repository.ts';
import type { Store } from '../../repositories/store.ts';

/** Who an OAuth access token lets call the API, and with what. */
export interface OAuthPrincipal {
  appId: string;
  clientId: string;
  /** The app's environment: a sandbox app's calls are test mode (services/payments/livemode.ts). */
  environment: OAuthAppEnvironment;
  /** The customer who consented (authorization code), or the app's developer (client credentials). */
  userId: string;
  scopes: string[];
  grant: 'client_credentials' | 'authorization_code';
  /** The accounts the customer shared on the consent screen; null: every account of the developer (client credentials). */
  accountIds: string[] | null;
}

/** The opaque access tokens oidc-provider issues: 256 random bits, base64url (session tokens are JWTs, keys `ob_…`). */
const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function accessTokenFromAuthorization(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && OPAQUE_TOKEN.test(token) ? token : null;
}

const CHALLENGE = 'Bearer realm="CEMAC Open Banking API"';

/**
 * Checks an access token for a call needing `scope`: issued by this server for the public API
 * (`resource`), unexpired, not revoked (tokens are stored: revocation and app deletion remove
 * them), its app still registered, and holding the scope. 401 with `error="invalid_token"`
 * otherwise, 403 `insufficient_scope` for a missing scope (RFC 6750 §3.1).
 */
export async function authenticateAccessToken(
  provider: Provider,
  store: Store,
  token: string,
  scope: ApiScope,
  resource: string,
  /** Told which app calls once its token is valid, before a missing scope refuses it (the request log). */
  onIdentified?: (app: { id: string; environment: OAuthAppEnvironment }) => void,
): Promise<OAuthPrincipal> {
  const found = (await provider.AccessToken.find(token)) ?? (await provider.ClientCredentials.find(token));
  const audience = found ? [found.aud].flat() : [];
  if (!found?.isValid || !audience.includes(resource)) {
    throw new AppError('unauthorized', M.invalidAccessToken, {
      headers: { 'www-authenticate': `${CHALLENGE}, error="invalid_token"` },
    });
  }
  const app = await store.oauthApps.findClient(found.clientId as string);
  if (!app) throw new AppError('unauthorized', M.invalidAccessToken);
  onIdentified?.({ id: app.id, environment: app.environment });
  if (!found.scopes.has(scope)) {
    throw new AppError('forbidden', fill(M.accessTokenScopeMissing, { scope }), {
      headers: { 'www-authenticate': `${CHALLENGE}, error="insufficient_scope", scope="${scope}"` },
    });
  }
  const accountId = 'accountId' in found ? (found.accountId as string | undefined) : undefined;
  if (!accountId) {
    return {
      appId: app.id,
      clientId: app.clientId,
      environment: app.environment,
      userId: app.userId,
      scopes: [...found.scopes],
      grant: 'client_credentials',
      accountIds: null,
    };
  }
  // A customer's token reaches only what the consent shared, while the consent stands.
  const grantId = 'grantId' in found ? (found.grantId as string | undefined) : undefined;
  const accountIds = grantId ? await store.oauthConsents.sharedAccounts(grantId) : null;
  if (!accountIds) throw new AppError('unauthorized', M.invalidAccessToken);
  return {
    appId: app.id,
    clientId: app.clientId,
    environment: app.environment,
    userId: accountId,
    scopes: [...found.scopes],
    grant: 'authorization_code',
    accountIds,
  };
}
