import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  CreateOAuthAppSchema,
  OAuthAppListSchema,
  OAuthAppParamsSchema,
  OAuthAppSchema,
  OAuthAppWithSecretSchema,
} from '../../schemas/oauth.ts';
import { deleteApp, listApps, registerApp, rotateAppSecret } from '../../services/oauth/apps.ts';
import consentRoutes from './consent.ts';

/**
 * Registering apps and rotating their secrets: 20 an hour per signed-in developer (the session
 * hook has run), not per address, so developers behind one NAT never use up each other's.
 */
const APP_CHANGES_PER_DEVELOPER = {
  max: 20,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `oauth-app-changes:${request.user?.id ?? request.ip}`,
};

/**
 * API management's OAuth apps (issue 17): the signed-in developer's own apps only. The
 * authorization server's endpoints themselves are mounted by plugins/oauth-server.ts.
 */
const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(OAuthAppSchema);
  await app.register(consentRoutes);

  app.get(
    '/api/v1/apps',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'listOAuthApps',
        tags: ['Authentication'],
        summary: 'List my OAuth apps',
        description: "The signed-in developer's OAuth 2.0 apps, newest first. Client secrets are never returned here.",
        response: { 200: OAuthAppListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ apps: await listApps(app.store, sessionUser(request).id) }),
  );

  app.post(
    '/api/v1/apps',
    {
      onRequest: app.requireSession,
      config: { rateLimit: APP_CHANGES_PER_DEVELOPER },
      schema: {
        operationId: 'createOAuthApp',
        tags: ['Authentication'],
        summary: 'Register an OAuth app',
        description:
          'Registers a third-party app: its name (shown on the consent screen), redirect URIs (https, or http on localhost; exact match, no fragment), the scopes it may ever be granted and its environment (sandbox by default: test mode only; production needs an approved institution, else 403). Answers the `client_id` and the client secret, which is in this answer only.',
        body: CreateOAuthAppSchema,
        response: { 201: OAuthAppWithSecretSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await registerApp(app.store, sessionUser(request).id, request.body);
      request.log.info({ oauthAppId: created.app.id, clientId: created.app.clientId }, 'OAuth app registered');
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/v1/apps/:id/rotate-secret',
    {
      onRequest: app.requireSession,
      config: { rateLimit: APP_CHANGES_PER_DEVELOPER },
      schema: {
        operationId: 'rotateOAuthAppSecret',
        tags: ['Authentication'],
        summary: 'Rotate an OAuth app secret',
        description:
          'Issues a new client secret; the old one stops working at once. Tokens already issued keep their lifetime. Another developer’s app answers 404.',
        params: OAuthAppParamsSchema,
        response: { 200: OAuthAppWithSecretSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => rotateAppSecret(app.store, sessionUser(request).id, request.params.id),
  );

  app.delete(
    '/api/v1/apps/:id',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'deleteOAuthApp',
        tags: ['Authentication'],
        summary: 'Delete an OAuth app',
        description:
          'Deletes the app with every grant and token it holds: its next API call is refused. Another developer’s app answers 404.',
        params: OAuthAppParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteApp(app.store, sessionUser(request).id, request.params.id);
      request.log.info({ oauthAppId: request.params.id }, 'OAuth app deleted');
      return reply.code(204).send(null);
    },
  );
};

export default oauthRoutes;
