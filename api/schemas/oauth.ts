import Type from 'typebox';
import { AccountTypeSchema, ApiScopeSchema } from './enums.ts';

const Instant = Type.String({ format: 'date-time' });

const OAuthAppEnvironmentSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('production')], {
  description:
    'sandbox (the default): test mode, simulators and test data only, whatever the server runs; production: live mode on a live server, for members of an approved institution',
});

export const OAuthAppSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    clientId: Type.String({ description: 'The public client identifier (`oba_…`), sent as `client_id`' }),
    name: Type.String(),
    redirectUris: Type.Array(Type.String()),
    scopes: Type.Array(ApiScopeSchema, { description: 'The only scopes the app may ever be granted' }),
    environment: OAuthAppEnvironmentSchema,
    secretRotatedAt: Instant,
    createdAt: Instant,
  },
  { $id: 'OAuthApp' },
);

export const OAuthAppListSchema = Type.Object({ apps: Type.Array(Type.Ref('OAuthApp')) });

export const CreateOAuthAppSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100, description: 'Shown to customers on the consent screen' }),
    redirectUris: Type.Array(Type.String({ maxLength: 2000 }), {
      minItems: 1,
      maxItems: 10,
      description: 'Where customers return after consent: https, or http on localhost',
    }),
    scopes: Type.Array(ApiScopeSchema, { minItems: 1, maxItems: 9, uniqueItems: true }),
    environment: Type.Optional(OAuthAppEnvironmentSchema),
  },
  { additionalProperties: false },
);

export const OAuthAppWithSecretSchema = Type.Object({
  app: Type.Ref('OAuthApp'),
  clientSecret: Type.String({ description: 'The client secret (`obs_…`): in this answer only, store it now' }),
});

export const OAuthAppParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/**
 * The authorization server's own endpoints (oidc-provider answers them, RFC 6749 / 7662 / 7009):
 * form-encoded bodies, and errors in OAuth's shape rather than the platform's envelope.
 */
export const OAuthErrorSchema = Type.Object(
  {
    error: Type.String({
      description: 'OAuth error code: invalid_request, invalid_client, invalid_grant, invalid_scope…',
    }),
    error_description: Type.Optional(Type.String()),
  },
  { $id: 'OAuthError', description: 'An OAuth 2.0 error (RFC 6749 §5.2)' },
);

const clientPost = {
  client_id: Type.Optional(Type.String({ description: 'With client_secret, when not sent as HTTP Basic' })),
  client_secret: Type.Optional(Type.String({ description: 'With client_id, when not sent as HTTP Basic' })),
};

export const TokenRequestSchema = Type.Object({
  grant_type: Type.Union([
    Type.Literal('authorization_code'),
    Type.Literal('refresh_token'),
    Type.Literal('client_credentials'),
  ]),
  code: Type.Optional(Type.String({ description: 'authorization_code: the code the redirect carried' })),
  redirect_uri: Type.Optional(Type.String({ description: 'authorization_code: the redirect URI of the request' })),
  code_verifier: Type.Optional(
    Type.String({ description: 'authorization_code: the PKCE verifier (S256 is required)' }),
  ),
  refresh_token: Type.Optional(Type.String({ description: 'refresh_token: the refresh token, replaced by a new one' })),
  scope: Type.Optional(Type.String({ description: 'Space-separated scopes, within those the app registered' })),
  resource: Type.Optional(Type.String({ description: 'The API the token is for (the public API by default)' })),
  ...clientPost,
});

export const TokenAnswerSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds' }),
  scope: Type.String(),
  refresh_token: Type.Optional(Type.String()),
});

export const TokenReferenceSchema = Type.Object({
  token: Type.String({ description: 'An access or refresh token the app holds' }),
  token_type_hint: Type.Optional(Type.Union([Type.Literal('access_token'), Type.Literal('refresh_token')])),
  ...clientPost,
});

export const IntrospectionAnswerSchema = Type.Object({
  active: Type.Boolean(),
  client_id: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
  sub: Type.Optional(Type.String({ description: 'The customer who consented (absent for client credentials)' })),
  aud: Type.Optional(Type.String()),
  exp: Type.Optional(Type.Integer()),
  iat: Type.Optional(Type.Integer()),
  token_type: Type.Optional(Type.String()),
});

export const ConsentParamsSchema = Type.Object(
  { uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

const SharedAccountSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  accountNumber: Type.String(),
  accountType: AccountTypeSchema,
  bankName: Type.String(),
});

export const ConsentDescriptionSchema = Type.Object({
  app: Type.Object({
    name: Type.String(),
    clientId: Type.String(),
    developer: Type.Union([Type.String(), Type.Null()], {
      description: 'The name of the developer who registered the app',
    }),
    redirectHost: Type.String({ description: 'The host the customer returns to after answering' }),
  }),
  scopes: Type.Array(ApiScopeSchema, { description: 'What the app asks for, within what it registered' }),
  accounts: Type.Array(SharedAccountSchema, { description: "The customer's accounts, to choose which to share" }),
});

export const ConsentChoiceSchema = Type.Object(
  {
    scopes: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, description: 'The permissions approved' }),
    accountIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50, description: 'The accounts shared' }),
  },
  { additionalProperties: false },
);

export const ConsentRedirectSchema = Type.Object({
  redirectTo: Type.String({ description: 'Where the browser goes next: the authorization server, then the app' }),
});

export const ConnectionParamsSchema = Type.Object(
  { grantId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

export const ConnectedAppsSchema = Type.Object({
  connections: Type.Array(
    Type.Object({
      grantId: Type.String(),
      appName: Type.String(),
      clientId: Type.String(),
      scopes: Type.Array(ApiScopeSchema),
      accounts: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), accountNumber: Type.String() })),
      connectedAt: Instant,
    }),
  ),
});
