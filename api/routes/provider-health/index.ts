import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { errorResponses } from '../../schemas/error.ts';
import { ProviderHealthListSchema } from '../../schemas/reconciliation.ts';
import { providerHealth } from '../../services/provider-health/provider-health.ts';

/** The payment management Providers tab, with live figures instead of static cards. */
const providerHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/payment-providers/health',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      // Every call makes three round trips to the providers.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getProviderHealth',
        tags: ['Payments'],
        summary: 'Payment provider health',
        description:
          'Asks MTN Mobile Money, Orange Money and GIMAC how they are, live (a token and a read call each), with the round-trip time. Ops, admin and auditors only.',
        response: { 200: ProviderHealthListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => ({ data: await providerHealth(app.providers) }),
  );
};

export default providerHealthRoutes;
