import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseOutage } from '../database/outage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Opens a server-sent event stream on `reply` (a route declared `sse: 'manual'`, after its
     * checks, so a refusal is still a JSON error envelope) and returns the signal that ends it:
     * the client disconnects or the server closes.
     */
    openEventStream(reply: FastifyReply): AbortSignal;
  }
}

/**
 * Items as SSE messages of one `event` type, each with its `id` (what EventSource resumes from).
 * The database going away ends the stream like a closing server: the client reconnects (the CLI
 * and the SDKs do, with backoff from the last id) and meets the 503 while the outage lasts,
 * rather than the stream failing as an error after its headers left.
 */
export async function* sseMessages<T>(event: string, items: AsyncIterable<T>, idOf: (item: T) => string) {
  try {
    for await (const item of items) yield { id: idOf(item), event, data: item };
  } catch (error) {
    if (!isDatabaseOutage(error)) throw error;
  }
}

/** A comment line this often keeps proxies and the CLI's idle timers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events (`@fastify/sse`) for the streams the CLI reads: a listener's webhook
 * deliveries and the request log. Open streams never finish on their own, so closing the server
 * (SIGTERM, a test's teardown) ends them first instead of waiting for their clients.
 */
async function eventStreams(app: FastifyInstance) {
  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
  const open = new Set<AbortController>();

  app.decorate('openEventStream', (reply: FastifyReply) => {
    const controller = new AbortController();
    open.add(controller);
    const end = () => {
      open.delete(controller);
      controller.abort();
    };
    reply.raw.once('close', end);
    reply.sse.sendHeaders();
    // Node holds written headers back until the first body byte: send them now, so the client
    // knows at once that its stream is open rather than at the first event or heartbeat.
    reply.raw.flushHeaders();
    return controller.signal;
  });

  app.addHook('preClose', async () => {
    for (const controller of open) controller.abort();
    open.clear();
  });
}

export default fp(eventStreams, { name: 'event-streams', fastify: '5.x' });
