import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import {
  CreatedPortalKeySchema,
  CreatePortalKeySchema,
  DeveloperKeySchema,
  DeveloperProfileSchema,
} from '../../schemas/developer.ts';
import { errorResponses } from '../../schemas/error.ts';
import { createPortalKey, listDeveloperKeys } from '../../services/api-keys/portal-keys.ts';
import managedKeyRoutes from './managed-keys.ts';

/** The developer portal's own calls, for a signed-in developer. */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(DeveloperKeySchema);

  app.get(
    '/api/developer/profile',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getDeveloperProfile',
        tags: ['Authentication'],
        summary: "The signed-in developer's API keys",
        description: 'Lists every key of the signed-in user, newest first. Full keys are never returned here.',
        response: { 200: DeveloperProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ apiKeys: await listDeveloperKeys(app.store, sessionUser(request).id) }),
  );

  app.post(
    '/api/developer/api-keys',
    {
      onRequest: app.requireSession,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        operationId: 'createApiKey',
        tags: ['Authentication'],
        summary: 'Create a sandbox API key',
        description:
          'Creates an `ob_test_` key for the signed-in developer. `read:accounts` grants `accounts:read`, `read:transactions` grants `transactions:read`, `write:payments` grants `payments:initiate` and `mobile_money:write`. The full key is in this answer only.',
        body: CreatePortalKeySchema,
        response: { 201: CreatedPortalKeySchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const apiKey = await createPortalKey(app.store, sessionUser(request).id, request.body);
      request.log.info({ apiKeyId: apiKey.id }, 'developer API key created');
      return reply.code(201).send({ apiKey });
    },
  );

  await app.register(managedKeyRoutes);
};

export default apiKeyRoutes;
