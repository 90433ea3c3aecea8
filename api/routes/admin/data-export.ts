import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import {
  InstitutionExportQuerySchema,
  TransactionExportQuerySchema,
  UserExportQuerySchema,
} from '../../schemas/admin-operations.ts';
import { errorResponses } from '../../schemas/error.ts';
import { exportDataset } from '../../services/admin/data-export.ts';
import { backOffice, csvResponse, sendCsvAttachment, staffActor } from './route-schema.ts';

/**
 * Export Data (issue 16): the Users, Institutions and Transactions tabs' lists as CSV, each with
 * its list's own filters (hence one route per dataset: `/api/admin/export/{dataset}`), audited.
 */
const adminDataExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);
  // A full list per call: a few a minute is what a person clicking Export needs.
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const responses = (what: string) => ({ 200: csvResponse(what), ...errorResponses(401, 403, 429) });

  app.get(
    '/api/admin/export/users',
    {
      onRequest: readers,
      config,
      schema: {
        ...backOffice('exportAdminUsers', 'Export users as CSV'),
        querystring: UserExportQuerySchema,
        response: responses('The filtered users as CSV'),
      },
    },
    async (request, reply) =>
      sendCsvAttachment(
        reply,
        'users',
        await exportDataset(
          app.store,
          staffActor(request),
          { dataset: 'users', query: request.query },
          request.livemode,
        ),
      ),
  );

  app.get(
    '/api/admin/export/institutions',
    {
      onRequest: readers,
      config,
      schema: {
        ...backOffice('exportAdminInstitutions', 'Export institutions as CSV'),
        querystring: InstitutionExportQuerySchema,
        response: responses('The filtered institutions as CSV'),
      },
    },
    async (request, reply) =>
      sendCsvAttachment(
        reply,
        'institutions',
        await exportDataset(
          app.store,
          staffActor(request),
          { dataset: 'institutions', query: request.query },
          request.livemode,
        ),
      ),
  );

  app.get(
    '/api/admin/export/transactions',
    {
      onRequest: readers,
      config,
      schema: {
        ...backOffice('exportAdminTransactions', 'Export payments as CSV'),
        querystring: TransactionExportQuerySchema,
        response: responses('The filtered payments as CSV'),
      },
    },
    async (request, reply) =>
      sendCsvAttachment(
        reply,
        'transactions',
        await exportDataset(
          app.store,
          staffActor(request),
          { dataset: 'transactions', query: request.query },
          request.livemode,
        ),
      ),
  );
};

export default adminDataExportRoutes;
