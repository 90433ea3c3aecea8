import type { WebhookContext } from './context.ts';
import { DISABLE_AFTER_FAILING_MS, nextRetryAt } from './retry-schedule.ts';
import { openSecret } from './secret-box.ts';
import { type SendResult, sendWebhook } from './send.ts';
import { signWebhook } from './signature.ts';

/** Statuses whose Retry-After is honoured (RFC 9110: 503; RFC 6585: 429). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'disabled' | 'skipped' | 'held' | 'streamed';

/** How often a held delivery looks again whether webhook notifications are back on. */
export const HOLD_RECHECK_MS = 10_000;

function isSuccess(result: SendResult): boolean {
  return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
}

/**
 * Sends one delivery attempt and records it. Safe to run twice: an attempt already recorded
 * is skipped, and one interrupted after sending (a killed worker) is sent again with the same
 * `webhook-id` and body, which the receiver deduplicates. A failure schedules the next attempt
 * (`retry-schedule.ts`); 410 disables the endpoint, and so do 5 days of failures.
 */
export async function deliverWebhook(ctx: WebhookContext, deliveryId: string): Promise<DeliveryOutcome> {
  const webhooks = ctx.store.webhooks;
  const delivery = await webhooks.findDelivery(deliveryId);
  if (delivery?.status !== 'pending') return 'skipped';
  if (await ctx.held?.()) {
    // Not sent, not an attempt, not a failure: the same job comes back later.
    await webhooks.requeueDelivery(delivery.id, new Date(ctx.now().getTime() + HOLD_RECHECK_MS));
    return 'held';
  }
  const endpoint = await webhooks.findById(delivery.endpointId);
  if (!endpoint) return 'skipped';
  // A CLI listener's delivery stays pending: its stream signs and sends it (listener-stream.ts).
  if (endpoint.kind === 'cli') return 'streamed';
  if (!endpoint.isActive) {
    await webhooks.recordAttempt(delivery.id, {
      status: 'failed',
      statusCode: null,
      durationMs: 0,
      responseBody: '',
      error: 'endpoint disabled',
      attemptedAt: ctx.now(),
      nextRetryAt: null,
    });
    return 'skipped';
  }

  const sentAt = ctx.now();
  const body = JSON.stringify(delivery.payload);
  const signed = signWebhook(openSecret(ctx.secretKey, endpoint.secretSealed), {
    id: delivery.eventId,
    timestamp: sentAt,
    body,
  });
  const result = await sendWebhook(ctx.agents, {
    url: endpoint.url,
    headers: { ...endpoint.headers, ...signed },
    body,
    now: sentAt,
  });
  const at = ctx.now();

  return ctx.store.transaction(async (tx) => {
    const repository = tx.webhooks;
    if (isSuccess(result)) {
      const written = await repository.recordAttempt(delivery.id, {
        status: 'succeeded',
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        responseBody: result.body,
        error: null,
        attemptedAt: at,
        nextRetryAt: null,
      });
      if (written) await repository.countSuccess(endpoint.id, at);
      return written ? 'succeeded' : 'skipped';
    }

    const gone = result.statusCode === 410;
    const retryAfterSeconds =
      result.statusCode !== null && RETRY_AFTER_STATUSES.has(result.statusCode) ? result.retryAfterSeconds : null;
    // A manual resend (no retry step) is one attempt: it is never retried.
    const retryAt =
      gone || delivery.retryStep === null
        ? null
        : nextRetryAt(delivery.retryStep, at, { retryAfterSeconds, random: ctx.random });
    const written = await repository.recordAttempt(delivery.id, {
      status: 'failed',
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseBody: result.body,
      error: result.error ?? (result.statusCode === null ? 'no answer' : `HTTP ${result.statusCode}`),
      attemptedAt: at,
      nextRetryAt: retryAt,
    });
    if (!written) return 'skipped';
    const failingSince = await repository.countFailure(endpoint.id, at);
    if (gone) {
      await repository.disable(endpoint.id, 'gone');
      return 'disabled';
    }
    if (at.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
      await repository.disable(endpoint.id, 'failing');
      return 'disabled';
    }
    if (!retryAt || delivery.retryStep === null) return 'failed';
    // Numbered after every attempt of the event (a resend may have taken the next number), so
    // the schedule's next step is never lost to a resend.
    await repository.lockEvent(endpoint.id, delivery.eventId);
    await repository.addDelivery(
      {
        endpointId: endpoint.id,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        payload: delivery.payload,
        attempt: (await repository.lastAttemptNumber(endpoint.id, delivery.eventId)) + 1,
        retryStep: delivery.retryStep + 1,
      },
      retryAt,
    );
    return 'retrying';
  });
}
