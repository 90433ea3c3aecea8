import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES } from '../../../domain/enums.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import {
  AppCallsQuerySchema,
  AppCallsSchema,
  RequestLogEntrySchema,
  RequestLogListSchema,
  RequestLogQuerySchema,
  UsageAnalyticsSchema,
  UsageQuerySchema,
} from '../../schemas/analytics.ts';
import { errorResponses } from '../../schemas/error.ts';
import { appCalls, listRequestLogs, modeShown, usageAnalytics } from '../../services/analytics/api-usage.ts';

/**
 * API management's Analytics tab and app cards: the caller's own
 * calls, made with their keys or by their OAuth apps, one mode at a time.
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(RequestLogEntrySchema);
  const caller = app.requireCaller({ roles: ROLES, scope: 'analytics:read' });

  app.get(
    '/api/v1/analytics/logs',
    {
      onRequest: caller,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'listRequestLogs',
        tags: ['Platform'],
        summary: 'My API request log',
        description:
          'The calls made with your API keys or by your OAuth apps over the last 30 days, newest first: key or app, mode, method, route pattern, status, response time, request id, address and time. One mode at a time (`mode`, by default your own). Filter by key, app, status class and endpoint; 20 rows a page by default.',
        querystring: RequestLogQuerySchema,
        response: { 200: RequestLogListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      listRequestLogs(
        app.store,
        sessionUser(request).id,
        modeShown(request.query.mode, request.livemode),
        request.query,
      ),
  );

  app.get(
    '/api/v1/analytics/usage',
    {
      onRequest: caller,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getUsageAnalytics',
        tags: ['Platform'],
        summary: 'My API usage',
        description:
          'Figures over your calls (API keys and OAuth apps) of the last `days` Douala days (30 by default), in one mode (`mode`, by default your own; test and live are never added together): total, success rate (answers below 400, in percent), average, median and 95th percentile response times in ms, the 10 busiest endpoints, errors by status and calls per day.',
        querystring: UsageQuerySchema,
        response: { 200: UsageAnalyticsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      usageAnalytics(
        app.store,
        sessionUser(request).id,
        modeShown(request.query.mode, request.livemode),
        request.query.days,
      ),
  );

  app.get(
    '/api/v1/analytics/apps',
    {
      onRequest: caller,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getAppCalls',
        tags: ['Platform'],
        summary: 'My OAuth apps’ recent calls',
        description:
          'For each of your OAuth apps, the calls its access tokens made over the last `days` Douala days (30 by default) in the app’s own mode (a sandbox app’s calls are test calls; a production app’s are live on a live server): count, errors (400 and above) and last call.',
        querystring: AppCallsQuerySchema,
        response: { 200: AppCallsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => appCalls(app.store, sessionUser(request).id, app.config.PAYMENTS_MODE, request.query.days),
  );
};

export default analyticsRoutes;
