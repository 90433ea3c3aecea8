import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompletedSetupSchema,
  CompleteSetupSchema,
  SetupLinkInfoSchema,
  SetupTokenParamsSchema,
} from '../../schemas/admin-users.ts';
import { errorResponses } from '../../schemas/error.ts';
import { completeSetup, describeSetupLink } from '../../services/admin/account-setup.ts';

/** The public side of a staff-made account: the one-time set-up link (the token is the credential). */
const accountSetupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/api/v1/account-setup/:token',
    {
      config: limit,
      schema: {
        operationId: 'getAccountSetup',
        tags: ['Authentication'],
        summary: 'Whose account a set-up link is for',
        security: [],
        params: SetupTokenParamsSchema,
        response: { 200: SetupLinkInfoSchema, ...errorResponses(404, 410, 429) },
      },
    },
    async (request) => {
      return describeSetupLink(app.store, request.params.token);
    },
  );

  app.post(
    '/api/v1/account-setup/:token',
    {
      config: limit,
      schema: {
        operationId: 'completeAccountSetup',
        tags: ['Authentication'],
        summary: 'Choose a password and PIN with a set-up link',
        security: [],
        params: SetupTokenParamsSchema,
        body: CompleteSetupSchema,
        response: { 200: CompletedSetupSchema, ...errorResponses(404, 410, 415, 429) },
      },
    },
    async (request) => completeSetup(app.store, request.params.token, request.body),
  );
};

export default accountSetupRoutes;
