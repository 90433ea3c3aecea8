import { eventStream, jsonEvents, type StreamOptions } from '../event-stream.ts';
import { type CallOptions, unwrap } from '../transport.ts';
import type { CreatedListener, CreateListenerInput, ForwardedWebhook, ForwardResult } from '../types.ts';
import { StreamingResource } from './resource.ts';

/**
 * `/api/v1/webhook-listeners`: what `cemac listen` is made of. A listener is a temporary webhook
 * endpoint whose deliveries you read as a stream and forward yourself (to localhost), then
 * report what your receiver answered.
 */
export class WebhookListeners extends StreamingResource {
  /** Opens a listener for `events` (all by default); the answer's `secret` is shown this once. */
  create(input: CreateListenerInput = {}, options?: CallOptions): Promise<CreatedListener> {
    return unwrap(this.api.POST('/api/v1/webhook-listeners', { body: input, signal: options?.signal }));
  }

  /** Closes the listener: nothing more is delivered to it and its stream ends. */
  async delete(id: string, options?: CallOptions): Promise<void> {
    await unwrap(
      this.api.DELETE('/api/v1/webhook-listeners/{id}', { params: { path: { id } }, signal: options?.signal }),
    );
  }

  /**
   * The listener's deliveries as they come, each with the exact body and the signed headers to
   * forward unchanged, until `signal` aborts; reconnects by itself after a dropped connection.
   */
  events(id: string, options?: StreamOptions): AsyncGenerator<ForwardedWebhook> {
    const path = `/api/v1/webhook-listeners/${encodeURIComponent(id)}/events`;
    return jsonEvents<ForwardedWebhook>(eventStream(this.source, path, options), 'webhook');
  }

  /** What your receiver answered (statusCode null: unreachable); the stream stops sending that delivery. */
  async report(id: string, deliveryId: string, result: ForwardResult, options?: CallOptions): Promise<void> {
    await unwrap(
      this.api.POST('/api/v1/webhook-listeners/{id}/deliveries/{deliveryId}/result', {
        params: { path: { id, deliveryId } },
        body: result,
        signal: options?.signal,
      }),
    );
  }
}
