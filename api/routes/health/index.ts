import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LivenessSchema, ReadinessSchema } from '../../schemas/health.ts';

/** How long readiness waits for any one dependency: a load balancer's probe must not hang. */
const READINESS_DEADLINE_MS = 2000;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/healthz',
    {
      config: { publicAnswer: true },
      schema: {
        operationId: 'checkHealth',
        security: [],
        tags: ['Platform'],
        summary: 'Liveness: the process is up',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  );

  app.get(
    '/api/readyz',
    {
      config: { publicAnswer: true },
      schema: {
        operationId: 'checkReadiness',
        security: [],
        tags: ['Platform'],
        summary: 'Readiness: the database, Redis and the job runner answer, and every migration is applied',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, dependencies] = await Promise.all([
        app.databaseProbe.readiness(READINESS_DEADLINE_MS),
        app.readiness.dependencies(READINESS_DEADLINE_MS),
      ]);
      const stopping = app.readiness.stopping;
      const ready = database.ready && !stopping && Object.values(dependencies).every((status) => status !== 'down');
      const body = {
        status: ready ? ('ready' as const) : ('not_ready' as const),
        database: database.database,
        ...dependencies,
        stopping,
        pendingMigrations: database.pendingMigrations,
        unknownMigrations: database.unknownMigrations,
      };
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
