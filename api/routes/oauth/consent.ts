import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { OAUTH_CONSENTER_ROLES } from '../../../domain/roles.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  ConnectedAppsSchema,
  ConnectionParamsSchema,
  ConsentChoiceSchema,
  ConsentDescriptionSchema,
  ConsentParamsSchema,
  ConsentRedirectSchema,
} from '../../schemas/oauth.ts';
import {
  approveConsent,
  denyConsent,
  describeConsent,
  listConnections,
  revokeConnection,
} from '../../services/oauth/consent.ts';

const actor = (request: FastifyRequest) => ({ userId: sessionUser(request).id, ipAddress: request.ip });

/** The consent screen's calls and the dashboard's connected apps (issue 17), for the signed-in customer. */
const consentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customer = app.requireRole(...OAUTH_CONSENTER_ROLES);

  app.get(
    '/api/v1/oauth/consents/:uid',
    {
      onRequest: customer,
      schema: {
        operationId: 'getOAuthConsent',
        tags: ['Authentication'],
        summary: 'What an app asks for',
        description:
          'For the consent screen: the app, the permissions it asks for (within those it registered) and the customer’s accounts to choose from. 404 when the request expired or was answered.',
        params: ConsentParamsSchema,
        response: { 200: ConsentDescriptionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      describeConsent(app.oauthServer(request), app.store, request.params.uid, sessionUser(request).id),
  );

  app.post(
    '/api/v1/oauth/consents/:uid/approve',
    {
      onRequest: customer,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'approveOAuthConsent',
        tags: ['Authentication'],
        summary: 'Approve an app',
        description:
          'Grants the app the chosen permissions for the chosen accounts (at least one account when a permission reaches accounts, transactions or payments); the declined permissions are not asked again. Answers where the browser goes next.',
        params: ConsentParamsSchema,
        body: ConsentChoiceSchema,
        response: { 200: ConsentRedirectSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      approveConsent(
        app.oauthServer(request),
        app.store,
        request.params.uid,
        actor(request),
        request.body,
        app.config.PAYMENTS_MODE,
      ),
  );

  app.post(
    '/api/v1/oauth/consents/:uid/deny',
    {
      onRequest: customer,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'denyOAuthConsent',
        tags: ['Authentication'],
        summary: 'Deny an app',
        description: 'Refuses the request: the app receives `access_denied`. Answers where the browser goes next.',
        params: ConsentParamsSchema,
        response: { 200: ConsentRedirectSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => denyConsent(app.oauthServer(request), app.store, request.params.uid),
  );

  app.get(
    '/api/v1/connected-apps',
    {
      onRequest: customer,
      schema: {
        operationId: 'listConnectedApps',
        tags: ['Authentication'],
        summary: 'My connected apps',
        description:
          'The apps the signed-in customer has approved, with their permissions and the accounts each may see.',
        response: { 200: ConnectedAppsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ connections: await listConnections(app.store, sessionUser(request).id) }),
  );

  app.delete(
    '/api/v1/connected-apps/:grantId',
    {
      onRequest: customer,
      schema: {
        operationId: 'revokeConnectedApp',
        tags: ['Authentication'],
        summary: 'Disconnect an app',
        description: 'Ends the app’s access at once: its tokens and refresh tokens stop working from its next call.',
        params: ConnectionParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeConnection(app.store, actor(request), request.params.grantId, app.config.PAYMENTS_MODE);
      return reply.code(204).send(null);
    },
  );
};

export default consentRoutes;
