import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type KeyUsageCounter,
  memoryKeyUsageCounter,
  postgresKeyUsageCounter,
  redisKeyUsageCounter,
  redisOrMemoryKeyUsageCounter,
} from '../services/api-keys/key-usage-counter.ts';
import { type KeyUseRecorder, keyUseRecorder } from '../services/api-keys/key-use-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts API-key calls against their burst, hourly and daily limits (shared by every process). */
    keyUsageCounter: KeyUsageCounter;
    /**
     * Each key's usage figures (`usage_count`, `last_used_at`). `flush()` writes them and the
     * PostgreSQL counts now (tests, shutdown); otherwise they are written every second.
     */
    keyUses: KeyUseRecorder;
  }
}

export interface KeyUsageCounterOptions {
  /** Count in Redis: through the connection the rate limiter opened for the same URL (`app.redis`). */
  redisUrl?: string | undefined;
  /** How often counts and usage figures are written (1 s by default). */
  writeIntervalMs?: number;
}

/**
 * Redis when `REDIS_URL` is set (exact across processes; this process's memory while Redis is
 * away), PostgreSQL otherwise (written behind the request path); the usage figures are always
 * written behind it. Either way counting a call adds no round trip to PostgreSQL on the
 * request path.
 */
async function keyUsageCounter(app: FastifyInstance, options: KeyUsageCounterOptions) {
  const uses = keyUseRecorder(app.store);
  let counter: KeyUsageCounter & { flush?: () => Promise<void> };
  if (options.redisUrl && app.redis) {
    counter = redisOrMemoryKeyUsageCounter(redisKeyUsageCounter(app.redis.client), memoryKeyUsageCounter(), app.redis);
  } else {
    counter = postgresKeyUsageCounter(app.store);
  }
  const flush = async () => {
    await Promise.all([counter.flush?.(), uses.flush()]);
  };
  const timer = setInterval(() => {
    flush().catch((error: unknown) => app.log.warn({ err: error }, 'API key usage not written; retried next time'));
  }, options.writeIntervalMs ?? 1000);
  timer.unref();
  // After the pool plugin: onClose hooks run in reverse order, so the last calls are written before it closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  app.decorate('keyUsageCounter', counter);
  app.decorate('keyUses', { note: uses.note, flush });
}

export default fp(keyUsageCounter, { name: 'key-usage-counter', fastify: '5.x', dependencies: ['store', 'redis'] });
