import type { WebhookEvent } from '../../../domain/enums.ts';
import { WEBHOOK_MESSAGES as M } from '../../../domain/messages/webhooks.ts';
import { AppError } from '../../errors.ts';
import type { WebhookContext } from './context.ts';
import { eventMessage, testEventId } from './event-message.ts';
import { sampleEventData } from './sample-events.ts';

/**
 * Fires a sample `type` event (`cemac trigger payment.completed`) at every endpoint and CLI
 * listener of the caller subscribed to it, through the same deliveries, signatures and delivery
 * log as real events. Test mode only: a live key's receivers would take it for real money.
 */
export async function triggerEvent(
  ctx: WebhookContext,
  caller: { userId: string; livemode: boolean },
  type: WebhookEvent,
): Promise<{ eventId: string; type: WebhookEvent; deliveries: number }> {
  if (caller.livemode) throw new AppError('forbidden', M.triggerLiveMode);
  const eventId = testEventId();
  const payload = eventMessage(type, ctx.now(), sampleEventData(type, ctx.now()));
  return ctx.store.transaction(async (tx) => {
    const webhooks = tx.webhooks;
    const endpoints = await webhooks.subscribers(caller.userId, [type]);
    for (const endpoint of endpoints) {
      await webhooks.addDelivery(
        { endpointId: endpoint.id, eventId, eventType: type, payload, attempt: 1, retryStep: 1 },
        null,
      );
    }
    return { eventId, type, deliveries: endpoints.length };
  });
}
