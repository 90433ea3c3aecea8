import type { ClientMetadata } from 'oidc-provider';
import type { OAuthApp } from '../../repositories/oauth-apps-repository.ts';

/**
 * A registered app as oidc-provider's Client metadata. `client_secret` holds the secret's
 * SHA-256, never the secret: the server compares hashes (client-secret.ts), and no HMAC
 * algorithm that would need the secret itself is enabled. The app's scopes are the API's (its
 * resource server's), not the provider's, so they are read where tokens are made
 * (authorization-server.ts, getResourceServerInfo).
 */
export function clientMetadata(app: OAuthApp & { clientSecretHash: string }): ClientMetadata {
  return {
    client_id: app.clientId,
    client_secret: app.clientSecretHash,
    client_name: app.name,
    redirect_uris: app.redirectUris,
    grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}
