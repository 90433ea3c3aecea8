import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import { SystemHealthSchema, SystemLogPageSchema, SystemLogQuerySchema } from '../../schemas/admin-operations.ts';
import { errorResponses } from '../../schemas/error.ts';
import { systemLogPage } from '../../services/system-logs/system-logs.ts';
import { backOffice } from './route-schema.ts';

/** The Monitoring and System tabs (live health) and the System Logs button (issue 16). */
const adminSystemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);

  app.get(
    '/api/admin/system/health',
    {
      onRequest: readers,
      // Each call makes a database, a loopback and three provider round trips; the tab asks every 30 s.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        ...backOffice('getSystemHealth', 'System health, measured now'),
        response: { 200: SystemHealthSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => app.systemHealth.check(),
  );

  app.get(
    '/api/admin/system/logs',
    {
      onRequest: readers,
      schema: {
        ...backOffice('listSystemLogs', 'Server warnings and errors'),
        querystring: SystemLogQuerySchema,
        response: { 200: SystemLogPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => systemLogPage(app.store, request.query),
  );
};

export default adminSystemRoutes;
