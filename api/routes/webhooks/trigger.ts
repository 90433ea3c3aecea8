import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WEBHOOK_OWNER_ROLES } from '../../../domain/roles.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import { TriggerEventSchema, TriggeredEventSchema } from '../../schemas/webhook-listeners.ts';
import { triggerEvent } from '../../services/webhooks/trigger.ts';

/** `cemac trigger <event>`: a sample event to the caller's endpoints and CLI listeners, test mode only. */
const webhookTriggerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/webhook-events/trigger',
    {
      onRequest: app.requireCaller({ roles: WEBHOOK_OWNER_ROLES, scope: 'webhooks:manage' }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'triggerWebhookEvent',
        tags: ['Platform'],
        summary: 'Trigger a sample event',
        description:
          'Sends a sample event of the given type, shaped like the real one and marked `"test": true, "livemode": false`, to each of your webhook endpoints and CLI listeners subscribed to it, signed and logged like any delivery. Test mode only (an `ob_test_` key, or a session on a sandbox server): a live caller gets 403.',
        body: TriggerEventSchema,
        response: { 202: TriggeredEventSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await triggerEvent(
            app.webhooks,
            { userId: sessionUser(request).id, livemode: request.livemode },
            request.body.event,
          ),
        ),
  );
};

export default webhookTriggerRoutes;
