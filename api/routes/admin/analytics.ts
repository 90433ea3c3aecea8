import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURE_MESSAGES } from '../../../domain/messages/settings.ts';
import { BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import {
  AnalyticsAdvancedSchema,
  AnalyticsTrendsSchema,
  AnalyticsWindowQuerySchema,
} from '../../schemas/admin-analytics.ts';
import { errorResponses } from '../../schemas/error.ts';
import { advancedAnalytics, analyticsTrends } from '../../services/admin/analytics.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { backOffice } from './route-schema.ts';

/** The Analytics tabs' charts and their advanced sections (issue 16); the cards read /analytics/dashboard. */
const adminAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Staff figures are of the server's own mode only (repositories/mode-filter.ts).
  const staffMode = serverLivemode(app.config.PAYMENTS_MODE);
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);

  app.get(
    '/api/admin/analytics/trends',
    {
      onRequest: readers,
      schema: {
        ...backOffice('getAdminAnalyticsTrends', 'Payments and API calls per day'),
        querystring: AnalyticsWindowQuerySchema,
        response: { 200: AnalyticsTrendsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => analyticsTrends(app.store, staffMode, request.query.days),
  );

  app.get(
    '/api/admin/analytics/advanced',
    {
      onRequest: readers,
      // After the role guard: a caller who may not read figures learns nothing about the flag.
      preHandler: app.requireFeature('advanced_analytics', FEATURE_MESSAGES.advancedAnalyticsOff),
      schema: {
        ...backOffice('getAdminAnalyticsAdvanced', 'Advanced analytics (flag advanced_analytics)'),
        querystring: AnalyticsWindowQuerySchema,
        response: { 200: AnalyticsAdvancedSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => advancedAnalytics(app.store, staffMode, request.query.days),
  );
};

export default adminAnalyticsRoutes;
