import Type from 'typebox';
import {
  IntrospectionAnswerSchema,
  TokenAnswerSchema,
  TokenReferenceSchema,
  TokenRequestSchema,
} from '../../schemas/oauth.ts';
import { OAUTH_ROUTES } from './authorization-server.ts';

const oauthError = (description: string) => ({ ...Type.Ref('OAuthError'), description });

/**
 * The OpenAPI description of the authorization server endpoints a third-party app calls from
 * its server. oidc-provider answers them; these schemas only document what it takes and gives.
 */
export const DOCUMENTED_ENDPOINTS = [
  {
    path: OAUTH_ROUTES.token,
    schema: {
      operationId: 'requestOAuthToken',
      summary: 'Get an OAuth access token',
      description:
        'RFC 6749 token endpoint, form-encoded. `authorization_code` (with the PKCE `code_verifier`: S256 is required) exchanges the code the redirect carried; `refresh_token` exchanges a refresh token for new tokens (the old refresh token stops working); `client_credentials` gives the app a token acting as its own developer. The app authenticates with HTTP Basic (`client_id:client_secret`) or `client_id` and `client_secret` in the body. Scopes never exceed those the app registered.',
      body: TokenRequestSchema,
      response: {
        200: TokenAnswerSchema,
        400: oauthError('invalid_request, invalid_grant, invalid_scope, unsupported_grant_type…'),
        401: oauthError('invalid_client: unknown app or wrong secret'),
      },
    },
  },
  {
    path: OAUTH_ROUTES.introspection,
    schema: {
      operationId: 'introspectOAuthToken',
      summary: 'Describe an OAuth token',
      description:
        'RFC 7662: whether a token the app holds is active, and its scopes, audience and expiry. A revoked, expired or unknown token is `{"active": false}`.',
      body: TokenReferenceSchema,
      response: {
        200: IntrospectionAnswerSchema,
        400: oauthError('invalid_request'),
        401: oauthError('invalid_client: unknown app or wrong secret'),
      },
    },
  },
  {
    path: OAUTH_ROUTES.revocation,
    schema: {
      operationId: 'revokeOAuthToken',
      summary: 'Revoke an OAuth token',
      description:
        'RFC 7009: ends an access or refresh token the app holds at once (a refresh token ends its whole grant). Answers 200 even for a token already gone.',
      body: TokenReferenceSchema,
      response: {
        200: Type.Null({ description: 'Revoked (or already gone)' }),
        400: oauthError('invalid_request'),
        401: oauthError('invalid_client: unknown app or wrong secret'),
      },
    },
  },
] as const;

export const DOCUMENTED_PATHS: ReadonlySet<string> = new Set(DOCUMENTED_ENDPOINTS.map((endpoint) => endpoint.path));
