import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import {
  RequestLogEntrySchema,
  RequestLogListSchema,
  RequestLogQuerySchema,
  UsageAnalyticsSchema,
  UsageQuerySchema,
} from '../../schemas/analytics.ts';
import { errorResponses } from '../../schemas/error.ts';
import { listRequestLogs, usageAnalytics } from '../../services/analytics/api-usage.ts';
import { ROLES } from '../../services/identity/roles.ts';

const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerAuth: [] }];

/** API management's Analytics tab (spec 001 §7 "Developer"): the caller's own API-key calls. */
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
          'The calls made with your API keys over the last 30 days, newest first: method, route pattern, status, response time, request id, address and time. Filter by key, status class and endpoint; 20 rows a page by default.',
        'x-fr': {
          summary: 'Mon journal des requêtes API',
          description:
            'Les appels faits avec vos clés API au cours des 30 derniers jours, du plus récent au plus ancien : méthode, modèle de route, statut, temps de réponse, identifiant de requête, adresse et heure. Filtrez par clé, classe de statut et point d’accès ; 20 lignes par page par défaut.',
        },
        security,
        querystring: RequestLogQuerySchema,
        response: { 200: RequestLogListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => listRequestLogs(app.db, sessionUser(request).id, request.query),
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
          'Figures over your API-key calls of the last `days` Douala days (30 by default): total, success rate (answers below 400, in percent), average, median and 95th percentile response times in ms, the 10 busiest endpoints, errors by status and calls per day.',
        'x-fr': {
          summary: 'Mon utilisation de l’API',
          description:
            'Les chiffres de vos appels par clé API sur les `days` derniers jours à l’heure de Douala (30 par défaut) : total, taux de réussite (réponses inférieures à 400, en pourcentage), temps de réponse moyen, médian et au 95e centile en ms, les 10 points d’accès les plus appelés, les erreurs par statut et les appels par jour.',
        },
        security,
        querystring: UsageQuerySchema,
        response: { 200: UsageAnalyticsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => usageAnalytics(app.db, sessionUser(request).id, request.query.days),
  );
};

export default analyticsRoutes;
