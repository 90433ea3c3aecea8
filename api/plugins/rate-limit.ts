import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore as Store } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError } from '../errors.ts';
import sharedRedis, { type SharedRedis } from './redis.ts';

export interface RateLimitPluginOptions {
  /** Several API processes share their counters through one Redis; unset keeps them in memory. */
  redisUrl?: string | undefined;
}

type StoreCallback = Parameters<Store['incr']>[1];
/** What a store reads of the limiter's options (merged with a route's for its child). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The plugin's own two stores (its package exports only the plugin): the fallback below
// combines them rather than reimplementing either.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache: number | undefined,
) => Store;

/**
 * Counts in Redis while it answers and in this process's memory while it does not (see
 * plugins/redis.ts), so a Redis outage never fails a request nor makes it wait: per-address
 * limits then hold per process, as without REDIS_URL.
 */
function redisOrMemoryStore(shared: SharedRedis, nameSpace: string) {
  return class RedisOrMemoryStore implements Store {
    readonly redisStore: Store;
    readonly memoryStore: Store;

    constructor(options: object, redisStore?: Store, memoryStore?: Store) {
      const { continueExceeding, exponentialBackoff, cache } = options as StoreOptions;
      this.redisStore = redisStore ?? new RedisStore(continueExceeding, exponentialBackoff, shared.client, nameSpace);
      this.memoryStore = memoryStore ?? new LocalStore(continueExceeding, exponentialBackoff, cache);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      if (!shared.available()) {
        this.memoryStore.incr(key, callback, timeWindow, max);
        return;
      }
      this.redisStore.incr(
        key,
        (error, result) => {
          if (!error) {
            callback(null, result);
            return;
          }
          shared.failed(error);
          this.memoryStore.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      return new RedisOrMemoryStore(
        routeOptions,
        this.redisStore.child(routeOptions),
        this.memoryStore.child(routeOptions),
      );
    }
  };
}

/**
 * Registers the limiter without a global limit: each route (contact form, sign-in, API
 * keys) declares its own, so limits sit beside what they protect. Calls authenticated by an
 * API key skip it: their key's own limits apply instead.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  // The shared Redis connection (API-key counters use it too), opened by its first user.
  await app.register(sharedRedis, { url: options.redisUrl });
  await app.register(rateLimit, {
    global: false,
    // A call its API key authenticated is limited by that key (burst, hourly, daily: see
    // api-key-auth); the per-address limits are for sessions, anonymous and failed-key calls.
    // The route's auth hook runs before this limiter, so `request.apiKey` is known here.
    allowList: (request) => request.apiKey != null,
    ...(app.redis ? { store: redisOrMemoryStore(app.redis, 'ob-rate-limit:') } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', fill(HTTP_MESSAGES.tooManyRequests, { after: context.after }), {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
