import type { StreamSource } from '../event-stream.ts';
import { type Api, type CallOptions, unwrap } from '../transport.ts';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  TriggeredEvent,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
} from '../types.ts';
import { type ReceivedHeaders, verifyWebhook } from '../webhook-signature.ts';
import { Resource } from './resource.ts';
import { WebhookListeners } from './webhook-listeners.ts';

/**
 * `/api/v1/webhooks`: the caller's webhook endpoints (an API key needs `webhooks:manage`),
 * and `verify` for the deliveries they receive.
 */
export class Webhooks extends Resource {
  /** CLI listeners: temporary endpoints streamed to you (`cemac listen`). */
  readonly listeners: WebhookListeners;

  constructor(api: Api, source: StreamSource) {
    super(api);
    this.listeners = new WebhookListeners(api, source);
  }

  /** Registers an endpoint; the answer's `secret` (whsec_…) is shown this once. */
  create(input: CreateWebhookInput, options?: CallOptions): Promise<CreatedWebhook> {
    return unwrap(this.api.POST('/api/v1/webhooks', { body: input, signal: options?.signal }));
  }

  async list(options?: CallOptions): Promise<Webhook[]> {
    return (await unwrap(this.api.GET('/api/v1/webhooks', { signal: options?.signal }))).webhooks;
  }

  async update(id: string, input: UpdateWebhookInput, options?: CallOptions): Promise<Webhook> {
    const answer = this.api.PATCH('/api/v1/webhooks/{id}', {
      params: { path: { id } },
      body: input,
      signal: options?.signal,
    });
    return (await unwrap(answer)).webhook;
  }

  async delete(id: string, options?: CallOptions): Promise<void> {
    await unwrap(this.api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } }, signal: options?.signal }));
  }

  /** A new signing secret, shown this once; the old one stops at once. */
  rotateSecret(id: string, options?: CallOptions): Promise<CreatedWebhook> {
    return unwrap(
      this.api.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id } }, signal: options?.signal }),
    );
  }

  /** Queues a signed test event to the endpoint. */
  async sendTest(id: string, options?: CallOptions): Promise<WebhookDelivery> {
    const answer = this.api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id } }, signal: options?.signal });
    return (await unwrap(answer)).delivery;
  }

  /** The endpoint's latest deliveries, newest first. */
  async deliveries(id: string, query: { limit?: number } = {}, options?: CallOptions): Promise<WebhookDelivery[]> {
    const answer = this.api.GET('/api/v1/webhooks/{id}/deliveries', {
      params: { path: { id }, query },
      signal: options?.signal,
    });
    return (await unwrap(answer)).deliveries;
  }

  async resendDelivery(id: string, deliveryId: string, options?: CallOptions): Promise<WebhookDelivery> {
    const answer = this.api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend', {
      params: { path: { id, deliveryId } },
      signal: options?.signal,
    });
    return (await unwrap(answer)).delivery;
  }

  /**
   * Sends a sample `event` (shaped like the real one, marked `test: true`) to your endpoints and
   * listeners subscribed to it. Sandbox keys only.
   */
  trigger(event: WebhookEvent, options?: CallOptions): Promise<TriggeredEvent> {
    return unwrap(this.api.POST('/api/v1/webhook-events/trigger', { body: { event }, signal: options?.signal }));
  }

  /** `verifyWebhook`: checks a received delivery's signature and returns its event. */
  verify<T = unknown>(payload: string, headers: ReceivedHeaders, secret: string): T {
    return verifyWebhook<T>(payload, headers, secret);
  }
}
