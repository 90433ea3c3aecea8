import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type KeyUsageCounter,
  postgresKeyUsageCounter,
  redisKeyUsageCounter,
} from '../services/api-keys/key-usage-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts API-key calls against their burst, hourly and daily limits (shared by every process). */
    keyUsageCounter: KeyUsageCounter;
  }
}

export interface KeyUsageCounterOptions {
  redisUrl?: string | undefined;
}

/** Redis when `REDIS_URL` is set (no PostgreSQL on the request path), PostgreSQL otherwise. */
async function keyUsageCounter(app: FastifyInstance, options: KeyUsageCounterOptions) {
  if (!options.redisUrl) {
    app.decorate('keyUsageCounter', postgresKeyUsageCounter(app.db));
    return;
  }
  const redis = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  app.decorate('keyUsageCounter', redisKeyUsageCounter(redis));
}

export default fp(keyUsageCounter, { name: 'key-usage-counter', fastify: '5.x', dependencies: ['db'] });
