import Type from 'typebox';
import { WebhookEventSchema } from './enums.ts';
import { literalUnion } from './literal-union.ts';

const WEBHOOK_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** An endpoint as its owner sees it; never its secret. */
export const WebhookSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(WebhookEventSchema),
    headers: Type.Record(Type.String(), Type.String(), { description: 'Extra headers sent with every delivery' }),
    isActive: Type.Boolean(),
    disabledReason: Type.Union([Type.Literal('gone'), Type.Literal('failing'), Type.Null()], {
      description: 'Why the platform disabled it: gone (the receiver answered 410) or failing (5 days of failures)',
    }),
    successCount: Type.Integer({ minimum: 0 }),
    failureCount: Type.Integer({ minimum: 0 }),
    lastTriggered: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Webhook' },
);

export const WebhookListSchema = Type.Object({ webhooks: Type.Array(Type.Ref('Webhook')) });

export const WebhookAnswerSchema = Type.Object({ webhook: Type.Ref('Webhook') });

/** Create and rotate: the only answers that carry the signing secret. */
export const WebhookWithSecretSchema = Type.Object({
  webhook: Type.Ref('Webhook'),
  secret: Type.String({ description: 'The whsec_ signing secret: shown in this answer only' }),
});

const HeadersInputSchema = Type.Union(
  [Type.String({ maxLength: 4096 }), Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }))],
  { description: 'A JSON object of header names and text values, as text or as an object; blank means none' },
);

/** The webhook creation payload: url, description, events, headers. */
export const CreateWebhookSchema = Type.Object(
  {
    url: Type.String({ maxLength: 2048, examples: ['https://example.cm/webhooks/open-banking'] }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    events: Type.Array(WebhookEventSchema, { uniqueItems: true, examples: [['payment.completed', 'payment.failed']] }),
    headers: Type.Optional(HeadersInputSchema),
  },
  { additionalProperties: false },
);

export const UpdateWebhookSchema = Type.Object(
  {
    url: Type.Optional(Type.String({ maxLength: 2048 })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    events: Type.Optional(Type.Array(WebhookEventSchema, { uniqueItems: true })),
    isActive: Type.Optional(Type.Boolean({ description: 'false disables the endpoint; true enables it again' })),
  },
  { additionalProperties: false },
);

export const WebhookParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const DeliveryParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  deliveryId: Type.String({ format: 'uuid' }),
});

export const DeliveryQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});

/** One attempt to deliver one event. */
export const WebhookDeliverySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    eventId: Type.String({ description: 'The webhook-id header: the same for every attempt of one event' }),
    eventType: Type.String(),
    attempt: Type.Integer({ minimum: 1 }),
    status: literalUnion(WEBHOOK_STATUSES),
    statusCode: Type.Union([Type.Integer(), Type.Null()]),
    durationMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    response: Type.Union([Type.String(), Type.Null()], { description: "The first 1 KB of the receiver's answer" }),
    error: Type.Union([Type.String(), Type.Null()]),
    nextRetryAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    attemptedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    payload: Type.Record(Type.String(), Type.Unknown(), { description: 'The body sent' }),
  },
  { $id: 'WebhookDelivery' },
);

export const WebhookDeliveryListSchema = Type.Object({ deliveries: Type.Array(Type.Ref('WebhookDelivery')) });

export const WebhookDeliveryAnswerSchema = Type.Object({ delivery: Type.Ref('WebhookDelivery') });
