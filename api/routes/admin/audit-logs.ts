import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  AuditRowSchema,
} from '../../schemas/admin-audit.ts';
import { errorResponses } from '../../schemas/error.ts';
import { auditPage, exportAuditCsv } from '../../services/admin/audit-log.ts';
import { AUDIT_LOG_READER_ROLES } from '../../services/identity/roles.ts';
import { backOffice, staffActor } from './route-schema.ts';

/** The admin dashboard's Audit tab and Recent Activity: admin and auditors only. */
const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AuditRowSchema);

  app.get(
    '/api/admin/audit-logs',
    {
      onRequest: app.requireRole(...AUDIT_LOG_READER_ROLES),
      schema: {
        ...backOffice('listAuditLogs', 'Search the audit log', "Rechercher dans le journal d'audit"),
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );

  app.get(
    '/api/admin/audit-logs/export',
    {
      onRequest: app.requireRole(...AUDIT_LOG_READER_ROLES),
      schema: {
        ...backOffice('exportAuditLogs', 'Export the audit log as CSV', "Exporter le journal d'audit en CSV"),
        querystring: AuditExportQuerySchema,
        response: {
          200: { description: 'The filtered audit log as CSV', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditCsv(app.db, staffActor(request), request.query);
      // Today in Douala (UTC+1, no daylight saving).
      const day = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default adminAuditRoutes;
