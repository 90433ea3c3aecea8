import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { WEBHOOK_OWNER_ROLES } from '../../../domain/roles.ts';
import { sseMessages } from '../../plugins/event-streams.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  CreateListenerSchema,
  ForwardResultSchema,
  ListenerDeliveryParamsSchema,
  ListenerParamsSchema,
  ListenerWithSecretSchema,
  WebhookListenerSchema,
} from '../../schemas/webhook-listeners.ts';
import { listenerEvents } from '../../services/webhooks/listener-stream.ts';
import { createListener, deleteListener, ownedListener, reportForward } from '../../services/webhooks/listeners.ts';

const tags = ['Platform'];

/**
 * CLI listeners (`cemac listen`, issue 18 item 4): a temporary webhook endpoint per CLI session,
 * its deliveries streamed to the CLI over server-sent events, which forwards them to a local URL
 * and reports what the receiver answered. Same guard as the webhook endpoints.
 */
const webhookListenerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(WebhookListenerSchema);
  const guard = app.requireCaller({ roles: WEBHOOK_OWNER_ROLES, scope: 'webhooks:manage' });
  const writes = { max: 60, timeWindow: '1 minute' };

  app.post(
    '/api/v1/webhook-listeners',
    {
      onRequest: guard,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createWebhookListener',
        tags,
        summary: 'Open a CLI listener',
        description:
          'A temporary webhook endpoint for `cemac listen`: the events you choose (all by default) are delivered to it, signed with Standard Webhooks 1.0, and streamed from `GET /api/v1/webhook-listeners/{id}/events`. The `whsec_` secret is in this answer only. A listener nobody streams for 2 minutes stops receiving events and is deleted within the hour; at most 5 at once.',
        body: CreateListenerSchema,
        response: { 201: ListenerWithSecretSchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await createListener(app.webhooks, sessionUser(request).id, request.body.events);
      request.log.info({ listenerId: created.listener.id }, 'CLI listener opened');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/v1/webhook-listeners/:id/events',
    {
      onRequest: guard,
      sse: 'manual',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'streamWebhookListener',
        tags,
        summary: "Stream a CLI listener's events",
        description:
          'Server-sent events: one `webhook` event per delivery, its data the exact `body` and the `webhook-id`, `webhook-timestamp` and `webhook-signature` headers to forward with it (`deliveryId`, `eventId`, `eventType`, `headers`, `body`). Each delivery is sent until its result is reported; comment lines every 15 s keep the connection open.',
        params: ListenerParamsSchema,
        response: {
          200: {
            description:
              'An event stream of `webhook` events, each carrying { deliveryId, eventId, eventType, headers, body } as JSON',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const listener = await ownedListener(app.webhooks, sessionUser(request).id, request.params.id);
      const signal = app.openEventStream(reply);
      const events = listenerEvents(app.webhooks, listener, signal);
      await reply.sse.send(sseMessages('webhook', events, (event) => event.deliveryId));
    },
  );

  app.post(
    '/api/v1/webhook-listeners/:id/deliveries/:deliveryId/result',
    {
      onRequest: guard,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        operationId: 'reportWebhookListenerResult',
        tags,
        summary: 'Report what the local receiver answered',
        description:
          'Records the status code (null when the receiver could not be reached) and duration of a forwarded delivery; the stream stops sending it. Reporting again changes nothing.',
        params: ListenerDeliveryParamsSchema,
        body: ForwardResultSchema,
        response: { 204: Type.Null({ description: 'Recorded' }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      await reportForward(app.webhooks, sessionUser(request).id, id, deliveryId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/webhook-listeners/:id',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'deleteWebhookListener',
        tags,
        summary: 'Close a CLI listener',
        description: 'The CLI exits: the listener and its deliveries are deleted, and its stream ends.',
        params: ListenerParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteListener(app.webhooks, sessionUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default webhookListenerRoutes;
