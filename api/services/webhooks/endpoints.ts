import type { Static } from 'typebox';
import type { WebhookEvent } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { WEBHOOK_MESSAGES as M } from '../../../domain/messages/webhooks.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../repositories/webhooks-repository.ts';
import type {
  CreateWebhookSchema,
  UpdateWebhookSchema,
  WebhookDeliverySchema,
  WebhookSchema,
} from '../../schemas/webhooks.ts';
import type { WebhookContext } from './context.ts';
import { eventMessage, testEventId } from './event-message.ts';
import { parseHeadersInput } from './headers-input.ts';
import { sealSecret } from './secret-box.ts';
import { generateWebhookSecret } from './signature.ts';
import { checkWebhookUrl } from './url-rules.ts';

export type WebhookView = Static<typeof WebhookSchema>;
export type DeliveryView = Static<typeof WebhookDeliverySchema>;
export type CreateWebhookInput = Static<typeof CreateWebhookSchema>;
export type UpdateWebhookInput = Static<typeof UpdateWebhookSchema>;

/** Enough for any integration; a cap stops a script from filling the table. */
export const MAX_WEBHOOKS_PER_USER = 20;

function toView(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    headers: endpoint.headers,
    isActive: endpoint.isActive,
    disabledReason: endpoint.disabledReason,
    successCount: endpoint.successCount,
    failureCount: endpoint.failureCount,
    lastTriggered: endpoint.lastTriggeredAt?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

export function toDeliveryView(delivery: WebhookDelivery): DeliveryView {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    attempt: delivery.attempt,
    status: delivery.status,
    statusCode: delivery.statusCode,
    durationMs: delivery.durationMs,
    response: delivery.responseBody,
    error: delivery.error,
    nextRetryAt: delivery.nextRetryAt?.toISOString() ?? null,
    attemptedAt: delivery.attemptedAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    payload: delivery.payload,
  };
}

function checkEvents(events: readonly WebhookEvent[]): WebhookEvent[] {
  if (events.length === 0) throw validationError([detail('events', M.webhookEventsRequired)]);
  return [...events];
}

async function ownedEndpoint(ctx: WebhookContext, userId: string, id: string): Promise<WebhookEndpoint> {
  const endpoint = await ctx.store.webhooks.findOfUser(userId, id);
  if (!endpoint) throw new AppError('not_found', M.webhookNotFound);
  return endpoint;
}

export async function listWebhooks(ctx: WebhookContext, userId: string): Promise<WebhookView[]> {
  return (await ctx.store.webhooks.listOfUser(userId)).map(toView);
}

export async function createWebhook(
  ctx: WebhookContext,
  userId: string,
  input: CreateWebhookInput,
): Promise<{ webhook: WebhookView; secret: string }> {
  const url = await checkWebhookUrl(input.url, {
    production: ctx.production,
    ...(ctx.resolve ? { resolve: ctx.resolve } : {}),
  });
  const events = checkEvents(input.events);
  const headers = parseHeadersInput(input.headers);
  const secret = generateWebhookSecret();
  return ctx.store.transaction(async (tx) => {
    const webhooks = tx.webhooks;
    await webhooks.lockOwner(userId);
    if ((await webhooks.countOfUser(userId)) >= MAX_WEBHOOKS_PER_USER) {
      throw new AppError('unprocessable', fill(M.tooManyWebhooks, { max: MAX_WEBHOOKS_PER_USER }));
    }
    const created = await webhooks.create({
      userId,
      url,
      description: input.description?.trim() ?? '',
      events,
      headers,
      secretSealed: sealSecret(ctx.secretKey, secret),
    });
    return { webhook: toView(created), secret };
  });
}

export async function updateWebhook(
  ctx: WebhookContext,
  userId: string,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookView> {
  const url =
    input.url === undefined
      ? undefined
      : await checkWebhookUrl(input.url, {
          production: ctx.production,
          ...(ctx.resolve ? { resolve: ctx.resolve } : {}),
        });
  const events = input.events === undefined ? undefined : checkEvents(input.events);
  const updated = await ctx.store.webhooks.update(userId, id, {
    ...(url !== undefined ? { url } : {}),
    ...(events !== undefined ? { events } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  });
  if (!updated) throw new AppError('not_found', M.webhookNotFound);
  return toView(updated);
}

export async function deleteWebhook(ctx: WebhookContext, userId: string, id: string): Promise<void> {
  if (!(await ctx.store.webhooks.remove(userId, id))) throw new AppError('not_found', M.webhookNotFound);
}

/** A new secret at once: deliveries sent from now on are signed with it. */
export async function rotateWebhookSecret(
  ctx: WebhookContext,
  userId: string,
  id: string,
): Promise<{ webhook: WebhookView; secret: string }> {
  const secret = generateWebhookSecret();
  const updated = await ctx.store.webhooks.replaceSecret(userId, id, sealSecret(ctx.secretKey, secret));
  if (!updated) throw new AppError('not_found', M.webhookNotFound);
  return { webhook: toView(updated), secret };
}

export async function listWebhookDeliveries(
  ctx: WebhookContext,
  userId: string,
  id: string,
  limit: number,
): Promise<DeliveryView[]> {
  const endpoint = await ownedEndpoint(ctx, userId, id);
  return (await ctx.store.webhooks.listDeliveries(endpoint.id, limit)).map(toDeliveryView);
}

/**
 * Queues a `payment.created`-shaped test event (marked `test: true`) to this endpoint only,
 * whatever it subscribes to, through the same job as real events.
 */
export async function sendTestEvent(ctx: WebhookContext, userId: string, id: string): Promise<DeliveryView> {
  const endpoint = await ownedEndpoint(ctx, userId, id);
  if (!endpoint.isActive) throw new AppError('unprocessable', M.webhookInactive);
  const now = ctx.now();
  const payload = eventMessage('payment.created', now, {
    test: true,
    livemode: false,
    id: '00000000-0000-4000-8000-000000000000',
    reference: 'TEST-EVENT',
    type: 'mobile_money',
    provider: 'mtn',
    amount: 1000,
    currency: 'XAF',
    status: 'pending',
  });
  return ctx.store.transaction(async (tx) => {
    const webhooks = tx.webhooks;
    const deliveryId = await webhooks.addDelivery(
      {
        endpointId: endpoint.id,
        eventId: testEventId(),
        eventType: 'payment.created',
        payload,
        attempt: 1,
        retryStep: 1,
      },
      null,
    );
    const delivery = deliveryId ? await webhooks.findDelivery(deliveryId) : null;
    if (!delivery) throw new Error('test delivery was not created');
    return toDeliveryView(delivery);
  });
}

/**
 * Sends one event again, with its original `webhook-id` and body (the receiver can tell it
 * already has it), as a new attempt outside the retry schedule.
 */
export async function resendDelivery(
  ctx: WebhookContext,
  userId: string,
  id: string,
  deliveryId: string,
): Promise<DeliveryView> {
  const endpoint = await ownedEndpoint(ctx, userId, id);
  return ctx.store.transaction(async (tx) => {
    const webhooks = tx.webhooks;
    const original = await webhooks.findDelivery(deliveryId, endpoint.id);
    if (!original) throw new AppError('not_found', M.webhookDeliveryNotFound);
    await webhooks.lockEvent(endpoint.id, original.eventId);
    const attempt = (await webhooks.lastAttemptNumber(endpoint.id, original.eventId)) + 1;
    // One attempt, outside the automatic schedule: it is not retried and leaves the schedule alone.
    const newId = await webhooks.addDelivery(
      {
        endpointId: endpoint.id,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
        attempt,
        retryStep: null,
      },
      null,
    );
    const delivery = newId ? await webhooks.findDelivery(newId) : null;
    if (!delivery) throw new Error('resent delivery was not created');
    return toDeliveryView(delivery);
  });
}
