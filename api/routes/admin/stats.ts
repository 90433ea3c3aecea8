import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import { AdminDashboardAnalyticsSchema, AdminStatsSchema } from '../../schemas/admin.ts';
import { errorResponses } from '../../schemas/error.ts';
import { adminStats, dashboardAnalytics } from '../../services/admin/figures.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { backOffice } from './route-schema.ts';

/** The portal's Dashboard figures and the admin dashboard's Overview. */
const adminStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffMode = serverLivemode(app.config.PAYMENTS_MODE);
  app.get(
    '/api/admin/stats',
    {
      onRequest: app.requireRole(...BACK_OFFICE_READER_ROLES),
      schema: {
        ...backOffice('getAdminStats', 'Platform figures for staff'),
        response: { 200: AdminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => adminStats(app.store, staffMode),
  );

  app.get(
    '/api/admin/analytics/dashboard',
    {
      onRequest: app.requireRole(...BACK_OFFICE_READER_ROLES),
      schema: {
        ...backOffice('getAdminDashboardAnalytics', 'Admin dashboard overview'),
        response: { 200: AdminDashboardAnalyticsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboardAnalytics(app.store, staffMode, app.systemHealth.check),
  );
};

export default adminStatsRoutes;
