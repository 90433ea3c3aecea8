import type { Static } from 'typebox';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { WEBHOOK_MESSAGES as M } from '../../../domain/messages/webhooks.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { WebhookListener } from '../../repositories/webhook-listeners-repository.ts';
import type { ForwardResultSchema, WebhookListenerSchema } from '../../schemas/webhook-listeners.ts';
import type { WebhookContext } from './context.ts';
import { sealSecret } from './secret-box.ts';
import { generateWebhookSecret } from './signature.ts';

export type ListenerView = Static<typeof WebhookListenerSchema>;
export type ForwardResult = Static<typeof ForwardResultSchema>;

/** Open CLI sessions per developer: a few terminals at once, not a way around the endpoint cap. */
export const MAX_LISTENERS_PER_USER = 5;

/** Listeners idle this long are deleted by the hourly sweep (they stopped receiving after LISTENER_IDLE). */
export const LISTENER_RETENTION = '1 hour';

function toView(listener: WebhookListener): ListenerView {
  return { id: listener.id, events: listener.events, createdAt: listener.createdAt.toISOString() };
}

export async function ownedListener(ctx: WebhookContext, userId: string, id: string): Promise<WebhookListener> {
  const listener = await ctx.store.webhookListeners.findOfUser(userId, id);
  if (!listener) throw new AppError('not_found', M.listenerNotFound);
  return listener;
}

/**
 * Opens a CLI listener (`cemac listen`): a temporary endpoint, subscribed to `events` (all by
 * default), whose deliveries the CLI streams and forwards to a local URL. Its `whsec_` secret is
 * in this answer only; the receiver on the developer's machine checks signatures with it.
 */
export async function createListener(
  ctx: WebhookContext,
  userId: string,
  events: readonly WebhookEvent[] | undefined,
): Promise<{ listener: ListenerView; secret: string }> {
  const secret = generateWebhookSecret();
  return ctx.store.transaction(async (tx) => {
    await tx.webhooks.lockOwner(userId);
    const listeners = tx.webhookListeners;
    if ((await listeners.countFreshOfUser(userId)) >= MAX_LISTENERS_PER_USER) {
      throw new AppError('unprocessable', fill(M.tooManyListeners, { max: MAX_LISTENERS_PER_USER }));
    }
    const created = await listeners.create({
      userId,
      events: events && events.length > 0 ? [...events] : [...WEBHOOK_EVENTS],
      secretSealed: sealSecret(ctx.secretKey, secret),
    });
    return { listener: toView(created), secret };
  });
}

/** The CLI exits: the listener and its deliveries go at once. */
export async function deleteListener(ctx: WebhookContext, userId: string, id: string): Promise<void> {
  if (!(await ctx.store.webhookListeners.remove(userId, id))) {
    throw new AppError('not_found', M.listenerNotFound);
  }
}

/**
 * Records what the local receiver answered the CLI, so the delivery log reads like any
 * endpoint's. Reporting twice changes nothing; listeners are never retried (the developer is
 * watching, and `cemac trigger` fires another event).
 */
export async function reportForward(
  ctx: WebhookContext,
  userId: string,
  id: string,
  deliveryId: string,
  result: ForwardResult,
): Promise<void> {
  const listener = await ownedListener(ctx, userId, id);
  const webhooks = ctx.store.webhooks;
  const delivery = await webhooks.findDelivery(deliveryId, listener.id);
  if (!delivery) throw new AppError('not_found', M.webhookDeliveryNotFound);
  const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  await webhooks.recordAttempt(delivery.id, {
    status: succeeded ? 'succeeded' : 'failed',
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    responseBody: '',
    error: succeeded
      ? null
      : (result.error ?? (result.statusCode === null ? 'no answer' : `HTTP ${result.statusCode}`)),
    attemptedAt: ctx.now(),
    nextRetryAt: null,
  });
}

/** Deletes listeners whose CLI went away without saying so (hourly, beside the delivery sweep). */
export function sweepIdleListeners(store: Store): Promise<number> {
  return store.webhookListeners.removeIdle(LISTENER_RETENTION);
}
