import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import {
  InstitutionExportQuerySchema,
  TransactionExportQuerySchema,
  UserExportQuerySchema,
} from '../../schemas/admin-operations.ts';
import { errorResponses } from '../../schemas/error.ts';
import { exportDataset } from '../../services/admin/data-export.ts';
import { backOffice, exportResponse, sendExportAttachment, staffActor } from './route-schema.ts';

/**
 * Export Data (issue 16): the Users, Institutions and Transactions tabs' lists as CSV or JSON,
 * each with its list's own filters and a period (issue 30; hence one route per dataset:
 * `/api/admin/export/{dataset}`), audited. The audit log's export is the Audit routes' own.
 */
const adminDataExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);
  // A full list per call: a few a minute is what a person clicking Export needs.
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const responses = (what: string) => ({ 200: exportResponse(what), ...errorResponses(401, 403, 429) });

  app.get(
    '/api/admin/export/users',
    {
      onRequest: readers,
      config,
      schema: {
        ...backOffice('exportAdminUsers', 'Export users as CSV or JSON'),
        querystring: UserExportQuerySchema,
        response: responses('The filtered users as CSV or JSON'),
      },
    },
    async (request, reply) =>
      sendExportAttachment(
        reply,
        'users',
        request.query.format,
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
        ...backOffice('exportAdminInstitutions', 'Export institutions as CSV or JSON'),
        querystring: InstitutionExportQuerySchema,
        response: responses('The filtered institutions as CSV or JSON'),
      },
    },
    async (request, reply) =>
      sendExportAttachment(
        reply,
        'institutions',
        request.query.format,
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
        ...backOffice('exportAdminTransactions', 'Export payments as CSV or JSON'),
        querystring: TransactionExportQuerySchema,
        response: responses('The filtered payments as CSV or JSON'),
      },
    },
    async (request, reply) =>
      sendExportAttachment(
        reply,
        'transactions',
        request.query.format,
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
