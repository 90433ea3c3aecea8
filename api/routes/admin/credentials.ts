import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES, CREDENTIAL_REVOKER_ROLES } from '../../../domain/roles.ts';
import {
  AdminApiUsageSchema,
  AdminCredentialListSchema,
  AdminCredentialSchema,
  IdParamsSchema,
  RevokeCredentialSchema,
} from '../../schemas/admin.ts';
import { errorResponses } from '../../schemas/error.ts';
import { listCredentials, revokeCredential } from '../../services/admin/credentials.ts';
import { apiUsageToday } from '../../services/admin/figures.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { backOffice, staffActor } from './route-schema.ts';

/** The portal's API Management tab: every developer's keys, today's usage, revocation. */
const adminCredentialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/api/credentials',
    {
      onRequest: app.requireRole(...BACK_OFFICE_READER_ROLES),
      schema: {
        ...backOffice('listAdminCredentials', 'Every API credential'),
        response: { 200: AdminCredentialListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listCredentials(app.store),
  );

  app.get(
    '/api/admin/api/usage',
    {
      onRequest: app.requireRole(...BACK_OFFICE_READER_ROLES),
      schema: {
        ...backOffice('getAdminApiUsage', 'API usage today'),
        response: { 200: AdminApiUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async () => apiUsageToday(app.store, serverLivemode(app.config.PAYMENTS_MODE)),
  );

  app.post(
    '/api/admin/api/credentials/:id/revoke',
    {
      onRequest: app.requireRole(...CREDENTIAL_REVOKER_ROLES),
      schema: {
        ...backOffice('revokeAdminCredential', 'Revoke an API credential'),
        params: IdParamsSchema,
        body: RevokeCredentialSchema,
        response: { 200: AdminCredentialSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const credential = await revokeCredential(app.store, staffActor(request), request.params.id, request.body.reason);
      app.apiKeyCredentials.evict(request.params.id);
      return credential;
    },
  );
};

export default adminCredentialRoutes;
