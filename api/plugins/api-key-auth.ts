import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ApiKeyPrincipal,
  apiKeyFromAuthorization,
  authenticateApiKey,
} from '../services/api-keys/api-key-authentication.ts';
import type { ApiScope } from '../services/api-keys/scopes.ts';
import { rateLimitHeaders } from '../services/api-keys/usage-limits.ts';
import { markGuard } from './guard-hooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The developer key that authenticated this call, set by `app.requireApiKey(scope)`. */
    apiKey: ApiKeyPrincipal | null;
    /**
     * The key this call was made with, once found active (set even when its address, scope or
     * limits then refuse the call): what the request log records.
     */
    apiKeyCaller: { id: string; userId: string } | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler accepting only calls with an `Authorization: Bearer ob_test_…/ob_live_…`
     * key that holds `scope`: 401 when the key is missing, unknown, inactive or expired;
     * 403 when the scope is missing or the caller's IP is outside the key's allow-list.
     */
    requireApiKey(scope: ApiScope): preHandlerAsyncHookHandler;
  }
}

/**
 * The hooks that count a call against an API key's limits (and so send its X-RateLimit-*
 * headers), for the OpenAPI document to say which operations carry them.
 */
export const KEY_LIMITED_HOOKS = new WeakSet<object>();

/**
 * Developer API keys. Bearer tokens that do not start with `ob_` are session tokens and
 * belong to the session plugin; this one ignores them. Each key's hourly and daily limits
 * (rate_limit_per_hour/day) are enforced here, counted in PostgreSQL so every process agrees.
 */
async function apiKeyAuth(app: FastifyInstance) {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('apiKeyCaller', null);
  app.decorate('requireApiKey', (scope: ApiScope): preHandlerAsyncHookHandler => {
    const hook: preHandlerAsyncHookHandler = async function requireApiKey(request: FastifyRequest, reply) {
      request.apiKey = await authenticateApiKey(app.db, app.keyUsageCounter, {
        key: apiKeyFromAuthorization(request.headers.authorization),
        ip: request.ip,
        scope,
        onIdentified: (key) => {
          request.apiKeyCaller = key;
        },
      });
      reply.headers(rateLimitHeaders(request.apiKey.usage));
    };
    KEY_LIMITED_HOOKS.add(hook);
    return markGuard(hook, { forbid: true });
  });
}

export default fp(apiKeyAuth, { name: 'api-key-auth', fastify: '5.x', dependencies: ['db', 'key-usage-counter'] });
