import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** The Redis the rate limiter and the API-key counters share, and whether to use it now. */
export interface SharedRedis {
  client: Redis;
  /** Whether to count in Redis now: false from a failure until a PING answers again. */
  available(): boolean;
  /** A command failed: counting moves to this process's memory until Redis answers a PING. */
  failed(error: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without REDIS_URL (every counter is then in memory or PostgreSQL). */
    redis: SharedRedis | null;
  }
}

export interface RedisPluginOptions {
  url?: string | undefined;
}

/** Redis answers in a millisecond; a request never waits longer than this on it. */
const COMMAND_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 500;
/** While Redis is down, how often a PING asks whether it is back. */
const PROBE_EVERY_MS = 1000;

/**
 * One connection for every shared counter. Counters must never wait for a Redis that is away
 * (each call would take the whole command timeout) nor fail the request: a first failure marks
 * it down, counters use this process's memory at once, and a PING every second (or the
 * readiness check) brings them back to Redis when it answers. Commands fail at once while the
 * connection is down (no offline queue) and after COMMAND_TIMEOUT_MS on a frozen server;
 * ioredis reconnects in the background. One warning says it went, one that it is back.
 */
async function redisPlugin(app: FastifyInstance, options: RedisPluginOptions) {
  if (!options.url) {
    app.decorate('redis', null);
    return;
  }
  const log = app.log.child({ component: 'redis' });
  const client = new Redis(options.url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let up = false;
  let down = false;
  let closing = false;
  let probe: NodeJS.Timeout | null = null;

  const markDown = (error: unknown) => {
    up = false;
    if (closing) return;
    if (!down) {
      down = true;
      log.warn(
        { err: error },
        'Redis is not answering: rate limits and API key usage are counted in this process until it is back',
      );
    }
    probe ??= setInterval(() => void ping(), PROBE_EVERY_MS);
    probe.unref();
  };
  const markUp = () => {
    up = true;
    if (probe) clearInterval(probe);
    probe = null;
    if (down) {
      down = false;
      log.warn('Redis answers again: rate limits and API key usage are shared again');
    }
  };
  const ping = async (): Promise<boolean> => {
    try {
      await client.ping();
      markUp();
      return true;
    } catch (error) {
      markDown(error);
      return false;
    }
  };

  // Listening to `error` is also what keeps ioredis from printing each reconnection failure.
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('Redis connection closed')));
  client.on('ready', () => void ping());
  // A Redis that answers is used from the first request; one that does not delays start-up no longer.
  await Promise.race([once(client, 'ready').catch(() => undefined), sleep(CONNECT_TIMEOUT_MS)]);
  await ping();

  app.decorate('redis', {
    client,
    available: () => up && client.status === 'ready',
    failed: markDown,
  } satisfies SharedRedis);
  app.readiness.register('redis', async () => ((await ping()) ? 'ok' : 'down'));
  app.addHook('onClose', async () => {
    closing = true;
    if (probe) clearInterval(probe);
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  });
}

export default fp(redisPlugin, { name: 'redis', fastify: '5.x', dependencies: ['readiness'] });
