import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError, fill, HTTP_MESSAGES } from '../errors.ts';

export interface RateLimitPluginOptions {
  /** Several API processes share their counters through one Redis; unset keeps them in memory. */
  redisUrl?: string | undefined;
}

/**
 * Registers the limiter without a global limit: each route (contact form, sign-in, API
 * keys) declares its own, so limits sit beside what they protect.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'ob-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', fill(HTTP_MESSAGES.tooManyRequests, { after: context.after }), {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
