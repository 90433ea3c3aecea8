import type { TaskList } from 'graphile-worker';
import { DELIVER_WEBHOOK_TASK } from '../repositories/webhooks-repository.ts';
import { deliverWebhook } from '../services/webhooks/deliver.ts';
import { dispatchWebhookEvents } from '../services/webhooks/dispatch-events.ts';
import type { JobContext } from './context.ts';

/** graphile-worker task names of the webhooks. */
export const WEBHOOK_JOBS = {
  deliver: DELIVER_WEBHOOK_TASK,
  dispatchEvents: 'dispatch_webhook_events',
} as const;

function deliveryIdOf(payload: unknown): string {
  const value = payload as { deliveryId?: unknown } | null;
  if (typeof value?.deliveryId !== 'string') throw new Error('job payload has no deliveryId');
  return value.deliveryId;
}

export function webhookTasks(ctx: JobContext): TaskList {
  return {
    [WEBHOOK_JOBS.deliver]: async (payload) => {
      const outcome = await deliverWebhook(ctx.webhooks, deliveryIdOf(payload));
      ctx.log.debug({ outcome }, 'webhook delivery attempt');
    },
    [WEBHOOK_JOBS.dispatchEvents]: async () => {
      const handled = await dispatchWebhookEvents(ctx.webhooks);
      if (handled > 0) ctx.log.info({ handled }, 'payment events dispatched to webhooks');
    },
  };
}
