import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/error.ts';
import { PlatformStatsSchema } from '../../schemas/stats.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { cachedPlatformStats } from '../../services/stats/platform-stats.ts';

const STATS_CACHE_MS = 60_000;

/** The public site's headline figures (home page). */
const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const platformStats = cachedPlatformStats(app.store, serverLivemode(app.config.PAYMENTS_MODE), STATS_CACHE_MS);

  app.get(
    '/api/v1/stats',
    {
      config: { publicAnswer: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getPlatformStats',
        security: [],
        tags: ['Platform'],
        summary: 'Platform figures for the home page',
        description:
          'Successful payments, live institutions, active developers and 30-day uptime, computed from the database and cached for 60 seconds.',
        response: { 200: PlatformStatsSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return platformStats();
    },
  );
};

export default statsRoutes;
