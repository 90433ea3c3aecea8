import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ROLES } from '../../../domain/enums.ts';
import { sseMessages } from '../../plugins/event-streams.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { RequestLogQuerySchema } from '../../schemas/analytics.ts';
import { errorResponses } from '../../schemas/error.ts';
import { modeShown } from '../../services/analytics/api-usage.ts';
import { requestLogStream } from '../../services/analytics/log-stream.ts';

const LogStreamQuerySchema = Type.Omit(RequestLogQuerySchema, ['page', 'limit']);

/** `cemac logs tail`: the caller's request log, streamed as it is written. */
const logStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/analytics/logs/stream',
    {
      onRequest: app.requireCaller({ roles: ROLES, scope: 'analytics:read' }),
      sse: 'manual',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'streamRequestLogs',
        tags: ['Platform'],
        summary: 'Stream my API request log',
        description:
          'Server-sent events: one `log` event (a `RequestLogEntry`) per call made with your keys or by your OAuth apps from the moment the stream opens, within a second or two of the call; the same filters and mode as `GET /api/v1/analytics/logs`.',
        querystring: LogStreamQuerySchema,
        response: {
          200: {
            description: 'An event stream of `log` events, each carrying a RequestLogEntry as JSON',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { mode, ...filters } = request.query;
      const livemode = modeShown(mode, request.livemode);
      const signal = app.openEventStream(reply);
      const entries = requestLogStream(app.store, sessionUser(request).id, livemode, filters, signal);
      await reply.sse.send(sseMessages('log', entries, (entry) => entry.id));
    },
  );
};

export default logStreamRoutes;
