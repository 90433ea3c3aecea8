import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { AdminTransactionListSchema, AdminTransactionQuerySchema } from '../../schemas/admin.ts';
import { errorResponses } from '../../schemas/error.ts';
import { TransactionSchema } from '../../schemas/transactions.ts';
import { listTransactions } from '../../services/transactions/list-transactions.ts';
import { backOffice } from './route-schema.ts';

/** The portal's Transactions tab: the payments list of /api/v1/transactions, for staff. */
const adminTransactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same `Transaction` component as /api/v1/transactions (each route plugin adds the schemas it refers to).
  app.addSchema(TransactionSchema);
  app.get(
    '/api/admin/transactions',
    {
      onRequest: app.requireRole(...BACK_OFFICE_READER_ROLES),
      schema: {
        ...backOffice('listAdminTransactions', 'Latest payments'),
        querystring: AdminTransactionQuerySchema,
        response: { 200: AdminTransactionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const page = await listTransactions(app.store, callerWithMode(request), {
        search: request.query.q,
        page: 1,
        limit: request.query.limit,
      });
      return { transactions: page.data, total: page.pagination.total };
    },
  );
};

export default adminTransactionRoutes;
