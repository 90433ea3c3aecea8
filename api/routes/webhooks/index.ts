import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { WEBHOOK_OWNER_ROLES } from '../../../domain/roles.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  CreateWebhookSchema,
  DeliveryParamsSchema,
  DeliveryQuerySchema,
  UpdateWebhookSchema,
  WebhookAnswerSchema,
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookListSchema,
  WebhookParamsSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '../../schemas/webhooks.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from '../../services/webhooks/endpoints.ts';

const tags = ['Platform'];

/**
 * Developers' webhook endpoints (Standard Webhooks 1.0): the
 * signed-in user's own, or an API key's owner's with the `webhooks:manage` scope. Another
 * user's endpoint answers 404, like one that does not exist.
 */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(WebhookSchema);
  app.addSchema(WebhookDeliverySchema);
  const guard = app.requireCaller({ roles: WEBHOOK_OWNER_ROLES, scope: 'webhooks:manage' });
  const reads = { max: 120, timeWindow: '1 minute' };
  const writes = { max: 60, timeWindow: '1 minute' };

  app.get(
    '/api/v1/webhooks',
    {
      onRequest: guard,
      config: { rateLimit: reads },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'List webhook endpoints',
        description:
          "The caller's webhook endpoints, newest first, with their delivery counts. Secrets are never listed.",
        response: { 200: WebhookListSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ webhooks: await listWebhooks(app.webhooks, sessionUser(request).id) }),
  );

  app.post(
    '/api/v1/webhooks',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Create a webhook endpoint',
        description:
          'Registers a URL to receive the chosen events, signed with Standard Webhooks 1.0. `headers` is a JSON object (or its text; blank means none). In production the URL must be https and resolve to public addresses only. The `whsec_` signing secret is in this answer only.',
        body: CreateWebhookSchema,
        response: { 201: WebhookWithSecretSchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(app.webhooks, sessionUser(request).id, request.body);
      request.log.info({ webhookId: created.webhook.id }, 'webhook endpoint created');
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/v1/webhooks/:id',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change a webhook endpoint',
        description:
          'Changes the URL, description or events, or disables (`isActive: false`) and enables the endpoint. Enabling clears a failure streak.',
        params: WebhookParamsSchema,
        body: UpdateWebhookSchema,
        response: { 200: WebhookAnswerSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      webhook: await updateWebhook(app.webhooks, sessionUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/webhooks/:id',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook endpoint',
        description: 'Deletes the endpoint and its delivery log; nothing more is sent to it.',
        params: WebhookParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(app.webhooks, sessionUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/webhooks/:id/rotate-secret',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'Rotate a webhook signing secret',
        description:
          'Replaces the signing secret at once; later deliveries are signed with the new one, shown in this answer only.',
        params: WebhookParamsSchema,
        response: { 200: WebhookWithSecretSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => rotateWebhookSecret(app.webhooks, sessionUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/webhooks/:id/test',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'sendWebhookTestEvent',
        tags,
        summary: 'Send a test event',
        description:
          'Queues a signed `payment.created` event marked `"test": true` to this endpoint; it appears in the delivery log like any other.',
        params: WebhookParamsSchema,
        response: { 202: WebhookDeliveryAnswerSchema, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ delivery: await sendTestEvent(app.webhooks, sessionUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/v1/webhooks/:id/deliveries',
    {
      onRequest: guard,
      config: { rateLimit: reads },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'The delivery log of a webhook endpoint',
        description:
          'Every attempt, newest first: event, status code, duration, the first 1 KB of the answer and when the next retry runs.',
        params: WebhookParamsSchema,
        querystring: DeliveryQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      deliveries: await listWebhookDeliveries(
        app.webhooks,
        sessionUser(request).id,
        request.params.id,
        request.query.limit ?? 50,
      ),
    }),
  );

  app.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/resend',
    {
      onRequest: guard,
      config: { rateLimit: writes },
      schema: {
        operationId: 'resendWebhookDelivery',
        tags,
        summary: 'Resend a delivery',
        description: 'Sends the event again with its original `webhook-id` and body, as a new attempt.',
        params: DeliveryParamsSchema,
        response: { 202: WebhookDeliveryAnswerSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        delivery: await resendDelivery(
          app.webhooks,
          sessionUser(request).id,
          request.params.id,
          request.params.deliveryId,
        ),
      }),
  );
};

export default webhookRoutes;
