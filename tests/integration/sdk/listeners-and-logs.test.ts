import { describe, expect } from 'vitest';
import { OpenBankingError } from '../../../sdks/javascript/src/index.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { sdkClient } from './sdk-client.ts';

const it = base.extend('apiKeyScopes', { scope: 'file' }, ['webhooks:manage', 'analytics:read']);

/**
 * The SDK's streams over real HTTP (what the CLI is built on): a listener's deliveries verified
 * with the listener's secret and reported, its end once deleted, and the request log tailed.
 */
describe('JavaScript SDK: listeners and the log stream', () => {
  it('reads a triggered event from a listener, reports it, and ends with a 404 once the listener is deleted', async ({
    listening,
    apiKey,
  }) => {
    const { client } = sdkClient(listening, { apiKey: apiKey.key });
    const { listener, secret } = await client.webhooks.listeners.create({ events: ['payment.failed'] });
    const events = client.webhooks.listeners.events(listener.id);
    const first = events.next();
    const triggered = await client.webhooks.trigger('payment.failed');
    const { value: forwarded } = await first;
    if (!forwarded) throw new Error('the stream ended');
    expect(forwarded).toMatchObject({ eventId: triggered.eventId, eventType: 'payment.failed' });
    expect(client.webhooks.verify(forwarded.body, forwarded.headers, secret)).toMatchObject({
      type: 'payment.failed',
      data: { status: 'failed', test: true },
    });
    await client.webhooks.listeners.report(listener.id, forwarded.deliveryId, { statusCode: 204, durationMs: 3 });

    await client.webhooks.listeners.delete(listener.id);
    // The server ends the stream at its next look; reconnecting then finds the listener gone.
    const ended = await events.next().catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(OpenBankingError);
    expect(ended).toMatchObject({ status: 404, reason: 'listener_not_found' });
  });

  it('tails the request log', async ({ listening, apiKey }) => {
    const { client } = sdkClient(listening, { apiKey: apiKey.key });
    const controller = new AbortController();
    const { promise: opened, resolve: onOpen } = Promise.withResolvers<void>();
    const tail = client.logs.tail({}, { signal: controller.signal, onOpen });
    const first = tail.next();
    // Open before the call below is made, so the stream shows it.
    await opened;
    await client.webhooks.list();
    await listening.app.requestLogs.flush();
    const { value: entry } = await first;
    expect(entry).toMatchObject({ apiKeyId: apiKey.id, method: 'GET', endpoint: '/api/v1/webhooks', statusCode: 200 });
    controller.abort();
    expect((await tail.next()).done).toBe(true);
  });
});
