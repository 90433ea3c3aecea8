import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyEnvironment } from '../../domain/enums.ts';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError, isAppError } from '../errors.ts';
import {
  type ApiKeyPrincipal,
  apiKeyFromAuthorization,
  authenticateApiKey,
} from '../services/api-keys/api-key-authentication.ts';
import { type CredentialsCache, credentialsCache } from '../services/api-keys/credentials-cache.ts';
import type { ApiScope } from '../services/api-keys/scopes.ts';
import { rateLimitHeaders } from '../services/api-keys/usage-limits.ts';
import { accessTokenFromAuthorization } from '../services/oauth/access-tokens.ts';
import { markGuard } from './guard-hooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The developer key that authenticated this call, set by `app.requireApiKey(scope)`. */
    apiKey: ApiKeyPrincipal | null;
    /**
     * The key this call was made with, once found active (set even when its address, scope or
     * limits then refuse the call): what the request log records.
     */
    apiKeyCaller: { id: string; userId: string; environment: ApiKeyEnvironment } | null;
  }
  interface FastifyInstance {
    /** The keys this process has read (2 s); deactivating a key evicts it. */
    apiKeyCredentials: CredentialsCache;
    /**
     * A preHandler accepting only calls with an `Authorization: Bearer ob_test_…/ob_live_…`
     * key, or an OAuth access token (`request.oauth`), that holds `scope`: 401 when the key is missing, unknown, inactive or expired;
     * 403 when the scope is missing or the caller's IP is outside the key's allow-list.
     */
    requireApiKey(scope: ApiScope): preHandlerAsyncHookHandler;
    /**
     * Authenticates this call's `Bearer ob_…` key for `scope` (every check of
     * `authenticateApiKey`) and notes the key for the request log. Calls refused with 401
     * (no key, unknown, inactive or expired) count against a per-address limit: past it, 429.
     */
    authenticateKeyCall(request: FastifyRequest, key: string | null, scope: ApiScope): Promise<ApiKeyPrincipal>;
  }
}

/**
 * The hooks that count a call against an API key's limits (and so send its X-RateLimit-*
 * headers), for the OpenAPI document to say which operations carry them.
 */
export const KEY_LIMITED_HOOKS = new WeakSet<object>();

/** Refused keys one address may present before it is slowed down: floods of guesses stop here. */
export const FAILED_KEY_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Developer API keys. Bearer tokens that do not start with `ob_` are session tokens and
 * belong to the session plugin; this one ignores them. Each key's burst, hourly and daily
 * limits are enforced here (`app.keyUsageCounter`, shared by every process); calls that no
 * key authenticates fall under the per-address limit instead.
 */
async function apiKeyAuth(app: FastifyInstance) {
  const credentials = credentialsCache(app.store);
  app.decorate('apiKeyCredentials', credentials);
  app.institutionUsage.onWritten((written) => credentials.usageWritten(written));
  app.decorateRequest('apiKey', null);
  app.decorateRequest('apiKeyCaller', null);
  const failedKeys = app.createRateLimit({
    ...FAILED_KEY_LIMIT,
    keyGenerator: (request) => `failed-api-key:${request.ip}`,
  });

  app.decorate('authenticateKeyCall', async (request: FastifyRequest, key: string | null, scope: ApiScope) => {
    try {
      return await authenticateApiKey(
        app.apiKeyCredentials,
        { counter: app.keyUsageCounter, uses: app.keyUses },
        {
          key,
          ip: request.ip,
          scope,
          burstPerSecond: app.config.API_KEY_BURST_PER_SECOND,
          limitsEnforced: () => app.featureFlags.isOn('api_rate_limiting'),
          institutionUsage: app.institutionUsage,
          onIdentified: (identified) => {
            request.apiKeyCaller = identified;
          },
        },
      );
    } catch (error) {
      if (isAppError(error) && error.code === 'unauthorized') {
        const verdict = await failedKeys(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          const after = `${verdict.ttlInSeconds} seconds`;
          throw new AppError('rate_limited', fill(HTTP_MESSAGES.tooManyRequests, { after }), {
            headers: { 'retry-after': String(verdict.ttlInSeconds) },
          });
        }
      }
      throw error;
    }
  });

  app.decorate('requireApiKey', (scope: ApiScope): preHandlerAsyncHookHandler => {
    const hook: preHandlerAsyncHookHandler = async function requireApiKey(request: FastifyRequest, reply) {
      // An OAuth access token is the other credential of the public API (plugins/oauth-server.ts).
      const accessToken = accessTokenFromAuthorization(request.headers.authorization);
      if (accessToken) {
        await app.authenticateOAuthCall(request, accessToken, scope);
        return;
      }
      request.apiKey = await app.authenticateKeyCall(
        request,
        apiKeyFromAuthorization(request.headers.authorization),
        scope,
      );
      reply.headers(rateLimitHeaders(request.apiKey.usage));
    };
    KEY_LIMITED_HOOKS.add(hook);
    return markGuard(hook, { forbid: true, accepts: { session: false, scope } });
  });
}

export default fp(apiKeyAuth, {
  name: 'api-key-auth',
  fastify: '5.x',
  dependencies: ['store', 'rate-limit', 'key-usage-counter', 'institution-usage', 'live-settings'],
});
