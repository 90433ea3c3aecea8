import Type from 'typebox';
import { PORTAL_PERMISSIONS } from '../services/api-keys/portal-keys.ts';
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
