import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_READER_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import type { ProviderCode } from '../../providers/types.ts';
import { errorResponses } from '../../schemas/error.ts';
import { TransactionListSchema, TransactionQuerySchema, TransactionSchema } from '../../schemas/transactions.ts';
import { listTransactions } from '../../services/transactions/list-transactions.ts';

/** The payment management Transactions tab. */
const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(TransactionSchema);

  app.get(
    '/api/v1/transactions',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_READER_ROLES, scope: 'transactions:read' }),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'listTransactions',
        tags: ['Payments'],
        summary: 'Search payments',
        description:
          'Payments newest first, filtered by a search on the reference, phone number or customer name (any case), status, type, provider (any case) and a range of Douala days. Customers see their own payments; ops, admin and auditors see every payment.',
        querystring: TransactionQuerySchema,
        response: { 200: TransactionListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { provider, ...filters } = request.query;
      return listTransactions(app.store, callerWithMode(request), {
        ...filters,
        provider: provider?.toLowerCase() as ProviderCode | undefined,
      });
    },
  );
};

export default transactionRoutes;
