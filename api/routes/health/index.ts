import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LivenessSchema, ReadinessSchema } from '../../schemas/health.ts';
import { checkReadiness } from '../../services/health/readiness.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/healthz',
    {
      schema: {
        operationId: 'checkHealth',
        security: [],
        tags: ['Platform'],
        summary: 'Liveness: the process is up',
        'x-fr': { summary: 'Vivacité : le processus répond' },
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  );

  app.get(
    '/api/readyz',
    {
      schema: {
        operationId: 'checkReadiness',
        security: [],
        tags: ['Platform'],
        summary: 'Readiness: the database is reachable and fully migrated',
        'x-fr': { summary: 'Disponibilité : la base de données répond et toutes les migrations sont appliquées' },
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db);
      const body = {
        status: readiness.ready ? ('ready' as const) : ('not_ready' as const),
        database: readiness.database,
        pendingMigrations: readiness.pendingMigrations,
        unknownMigrations: readiness.unknownMigrations,
      };
      return reply.code(readiness.ready ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
