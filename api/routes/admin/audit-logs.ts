import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_LOG_READER_ROLES } from '../../../domain/roles.ts';
import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  AuditRowSchema,
} from '../../schemas/admin-audit.ts';
import { errorResponses } from '../../schemas/error.ts';
import { auditPage, exportAuditLog } from '../../services/admin/audit-log.ts';
import { backOffice, exportResponse, sendExportAttachment, staffActor } from './route-schema.ts';

/** The admin dashboard's Audit tab and Recent Activity: admin and auditors only. */
const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AuditRowSchema);

  app.get(
    '/api/admin/audit-logs',
    {
      onRequest: app.requireRole(...AUDIT_LOG_READER_ROLES),
      schema: {
        ...backOffice('listAuditLogs', 'Search the audit log'),
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => auditPage(app.store, request.query),
  );

  app.get(
    '/api/admin/audit-logs/export',
    {
      onRequest: app.requireRole(...AUDIT_LOG_READER_ROLES),
      schema: {
        ...backOffice('exportAuditLogs', 'Export the audit log as CSV or JSON'),
        querystring: AuditExportQuerySchema,
        response: {
          200: exportResponse('The filtered audit log as CSV or JSON'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const file = await exportAuditLog(app.store, staffActor(request), request.query);
      return sendExportAttachment(reply, 'audit-log', request.query.format, file);
    },
  );
};

export default adminAuditRoutes;
