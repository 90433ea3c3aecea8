import Type from 'typebox';
import { ApiScopeSchema } from './enums.ts';

const Instant = Type.String({ format: 'date-time' });

export const OAuthAppSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    clientId: Type.String({ description: 'The public client identifier (`oba_…`), sent as `client_id`' }),
    name: Type.String(),
    redirectUris: Type.Array(Type.String()),
    scopes: Type.Array(ApiScopeSchema, { description: 'The only scopes the app may ever be granted' }),
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
