import Type from 'typebox';
import { WebhookEventSchema } from './enums.ts';

/** A CLI listener (`cemac listen`): a temporary webhook endpoint streamed to the CLI. */
export const WebhookListenerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    events: Type.Array(WebhookEventSchema),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'WebhookListener' },
);

export const CreateListenerSchema = Type.Object(
  {
    events: Type.Optional(
      Type.Array(WebhookEventSchema, {
        uniqueItems: true,
        description: 'The events to forward; all of them when absent or empty',
        examples: [['payment.completed', 'payment.failed']],
      }),
    ),
  },
  { additionalProperties: false },
);

export const ListenerWithSecretSchema = Type.Object({
  listener: Type.Ref('WebhookListener'),
  secret: Type.String({
    description: 'The whsec_ secret signing what this listener forwards: shown in this answer only',
  }),
});

export const ListenerParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ListenerDeliveryParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  deliveryId: Type.String({ format: 'uuid' }),
});

/** What the developer's local receiver answered the CLI. */
export const ForwardResultSchema = Type.Object(
  {
    statusCode: Type.Union([Type.Integer({ minimum: 100, maximum: 599 }), Type.Null()], {
      description: "The receiver's HTTP status; null when it could not be reached",
    }),
    durationMs: Type.Integer({ minimum: 0, maximum: 3_600_000 }),
    error: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const TriggerEventSchema = Type.Object({ event: WebhookEventSchema }, { additionalProperties: false });

export const TriggeredEventSchema = Type.Object({
  eventId: Type.String({ description: 'The webhook-id every receiver gets' }),
  type: WebhookEventSchema,
  deliveries: Type.Integer({ minimum: 0, description: 'How many endpoints and listeners it was sent to' }),
});
