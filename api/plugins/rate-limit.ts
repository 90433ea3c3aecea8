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
 * keys) declares its own, so limits sit beside what they protect. Calls authenticated by an
 * API key skip it: their key's own limits apply instead.
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
    // A call its API key authenticated is limited by that key (burst, hourly, daily: see
    // api-key-auth); the per-address limits are for sessions, anonymous and failed-key calls.
    // The route's auth hook runs before this limiter, so `request.apiKey` is known here.
    allowList: (request) => request.apiKey != null,
    ...(redis ? { redis, nameSpace: 'ob-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', fill(HTTP_MESSAGES.tooManyRequests, { after: context.after }), {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
