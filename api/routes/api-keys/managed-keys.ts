import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import {
  CreatedManagedKeySchema,
  CreateManagedKeySchema,
  KeyIdParamsSchema,
  ManagedApiKeyListSchema,
  ManagedApiKeySchema,
  RotatedKeySchema,
  RotateKeySchema,
} from '../../schemas/developer.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  createManagedKey,
  deactivateManagedKey,
  listManagedKeys,
  rotateManagedKey,
} from '../../services/api-keys/managed-keys.ts';

/** API management's keys: the signed-in developer's own keys only. */
const managedKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(ManagedApiKeySchema);

  app.get(
    '/api/v1/api-keys',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'listApiKeys',
        tags: ['Authentication'],
        summary: 'List my API keys',
        description:
          "The signed-in developer's keys, newest first, with their scopes, limits, allow-list and usage. A rotated key shows until when it keeps working (`expiresAt`). Full keys are never returned here.",
        response: { 200: ManagedApiKeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ apiKeys: await listManagedKeys(app.store, sessionUser(request).id) }),
  );

  app.post(
    '/api/v1/api-keys',
    {
      onRequest: app.requireSession,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        operationId: 'createManagedApiKey',
        tags: ['Authentication'],
        summary: 'Create an API key',
        description:
          'Creates a key with the chosen scopes, hourly and daily limits (1000 and 10000 by default) and IP allow-list. `production` keys (`ob_live_`) need membership of an approved institution (403 otherwise). The full key is in this answer only.',
        body: CreateManagedKeySchema,
        response: { 201: CreatedManagedKeySchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const apiKey = await createManagedKey(app.store, sessionUser(request).id, request.body);
      request.log.info({ apiKeyId: apiKey.id, environment: apiKey.environment }, 'API key created');
      return reply.code(201).send({ apiKey });
    },
  );

  app.post(
    '/api/v1/api-keys/:id/rotate',
    {
      onRequest: app.requireSession,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        operationId: 'rotateApiKey',
        tags: ['Authentication'],
        summary: 'Rotate an API key',
        description:
          'Issues a new key with the same settings; the old key keeps working for 7 days (`oldKey.expiresAt`). Only active keys of the signed-in developer can be rotated (404 otherwise). The full new key is in this answer only.',
        params: KeyIdParamsSchema,
        body: RotateKeySchema,
        response: { 201: RotatedKeySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const rotated = await rotateManagedKey(app.store, sessionUser(request).id, request.params.id);
      request.log.info(
        { apiKeyId: request.params.id, newApiKeyId: rotated.newKey.id, reason: request.body?.reason ?? null },
        'API key rotated',
      );
      return reply.code(201).send(rotated);
    },
  );

  app.delete(
    '/api/v1/api-keys/:id',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'deleteApiKey',
        tags: ['Authentication'],
        summary: 'Deactivate an API key',
        description:
          'Deactivates the key at once (no grace period); it stays in the list, inactive. Another developer’s key answers 404.',
        params: KeyIdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deactivateManagedKey(app.store, sessionUser(request).id, request.params.id);
      // This process stops the key at once; others within the credentials cache's 2 s.
      app.apiKeyCredentials.evict(request.params.id);
      request.log.info({ apiKeyId: request.params.id }, 'API key deactivated');
      return reply.code(204).send(null);
    },
  );
};

export default managedKeyRoutes;
