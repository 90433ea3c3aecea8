import Type from 'typebox';
import { PORTAL_PERMISSIONS } from '../../domain/enums.ts';
import { ApiScopeSchema } from './enums.ts';
import { literalUnion } from './literal-union.ts';

export const DeveloperKeySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
    keyPrefix: Type.String({ description: 'The first characters of the key, shown followed by an ellipsis' }),
    scopes: Type.Array(ApiScopeSchema),
    isActive: Type.Boolean(),
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Set when the key was rotated: it keeps working until then',
    }),
    usageCount: Type.Integer({ minimum: 0 }),
    lastUsed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DeveloperKey' },
);

export const DeveloperProfileSchema = Type.Object({
  apiKeys: Type.Array(Type.Ref('DeveloperKey')),
});

export const CreatePortalKeySchema = Type.Object(
  {
    name: Type.String({ maxLength: 100, examples: ['Mobile app (staging)'] }),
    permissions: Type.Array(literalUnion(PORTAL_PERMISSIONS), {
      minItems: 1,
      uniqueItems: true,
      examples: [['read:accounts', 'read:transactions', 'write:payments']],
    }),
  },
  { additionalProperties: false },
);

export const CreatedPortalKeySchema = Type.Object({
  apiKey: Type.Intersect([
    Type.Ref('DeveloperKey'),
    Type.Object({ key: Type.String({ description: 'The full key: shown once, never stored' }) }),
  ]),
});

/** A key as API management lists it; never its hash. */
export const ManagedApiKeySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
    keyPrefix: Type.String({ description: 'The first characters of the key, shown followed by an ellipsis' }),
    scopes: Type.Array(ApiScopeSchema),
    rateLimitPerHour: Type.Integer({ minimum: 1 }),
    rateLimitPerDay: Type.Integer({ minimum: 1 }),
    ipWhitelist: Type.Union([Type.Array(Type.String()), Type.Null()], {
      description: 'Addresses or CIDR blocks allowed to use the key; null allows every address',
    }),
    usageCount: Type.Integer({ minimum: 0 }),
    lastUsed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    isActive: Type.Boolean(),
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Set when the key was rotated: it keeps working until then',
    }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ManagedApiKey' },
);

export const ManagedApiKeyListSchema = Type.Object({ apiKeys: Type.Array(Type.Ref('ManagedApiKey')) });

const FullKey = Type.Object({ key: Type.String({ description: 'The full key: shown once, never stored' }) });

export const CreateManagedKeySchema = Type.Object(
  {
    name: Type.String({ maxLength: 100, examples: ['Checkout server'] }),
    environment: Type.Optional(
      Type.Union([Type.Literal('sandbox'), Type.Literal('production')], { default: 'sandbox' }),
    ),
    scopes: Type.Array(ApiScopeSchema, { minItems: 1, uniqueItems: true, examples: [['accounts:read']] }),
    rateLimitPerHour: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1000 })),
    rateLimitPerDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000, default: 10000 })),
    ipWhitelist: Type.Optional(
      Type.Union(
        [Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }), Type.String({ maxLength: 2000 }), Type.Null()],
        {
          description: 'Addresses or CIDR blocks, as a list or one comma-separated entry; empty allows every address',
          examples: ['41.202.0.0/16, 2c0f:f5c0::/32'],
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const CreatedManagedKeySchema = Type.Object({
  apiKey: Type.Intersect([Type.Ref('ManagedApiKey'), FullKey]),
});

export const RotateKeySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 200, examples: ['Manual rotation'] })) },
  { additionalProperties: false },
);

export const RotatedKeySchema = Type.Object({
  newKey: Type.Intersect([Type.Ref('ManagedApiKey'), FullKey]),
  oldKey: Type.Ref('ManagedApiKey'),
});

export const KeyIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
