import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES } from '../../domain/enums.ts';
import { API_KEY_MESSAGES } from '../../domain/messages/api-keys.ts';
import { IDENTITY_MESSAGES as M } from '../../domain/messages/identity.ts';
import { AppError } from '../errors.ts';
import type { Role } from '../models/user.ts';
import { apiKeyFromAuthorization } from '../services/api-keys/api-key-authentication.ts';
import type { ApiScope } from '../services/api-keys/scopes.ts';
import { rateLimitHeaders } from '../services/api-keys/usage-limits.ts';
import { accessTokenFromAuthorization } from '../services/oauth/access-tokens.ts';
import { KEY_LIMITED_HOOKS } from './api-key-auth.ts';
import { markGuard } from './guard-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that both the signed-in dashboard and developers' servers call:
     * an `Authorization: Bearer ob_…` key must hold `scope` (and pass its IP allow-list and
     * hourly/daily limits) and then acts as its owner; anything else must be a session. Either
     * way the caller's role must be one of `roles`, and `request.user` is the caller.
     *
     * `credentialsSuffice` (only with every role allowed): a key or token is then checked as
     * `requireApiKey` checks it and nothing more: its owner is not read again on each call (a
     * deactivated owner's key is already refused, read with the key and kept 2 s), and
     * `request.user` stays unset for it; the route reads the caller from `request.apiKey` or
     * `request.oauth`. For the hottest reads (GET /api/v1/accounts).
     */
    requireCaller(options: CallerOptions): onRequestAsyncHookHandler;
  }
}

interface CallerOptions {
  roles: readonly Role[];
  scope: ApiScope;
  credentialsSuffice?: boolean;
}

async function callerAuth(app: FastifyInstance) {
  app.decorate('requireCaller', ({ roles, scope, credentialsSuffice = false }: CallerOptions) => {
    if (credentialsSuffice && !ROLES.every((role) => roles.includes(role))) {
      throw new Error('requireCaller: credentialsSuffice skips the role check, so every role must be allowed');
    }
    const bySession = app.requireRole(...roles);
    const byCredentials = app.requireApiKey(scope);
    const hook = async function requireCaller(request, reply) {
      const key = apiKeyFromAuthorization(request.headers.authorization);
      const accessToken = key ? null : accessTokenFromAuthorization(request.headers.authorization);
      if (!key && !accessToken) return bySession.call(this, request, reply);
      if (credentialsSuffice) return byCredentials.call(this, request, reply);
      let userId: string;
      if (key) {
        const principal = await app.authenticateKeyCall(request, key, scope);
        reply.headers(rateLimitHeaders(principal.usage));
        request.apiKey = principal;
        userId = principal.userId;
      } else {
        userId = (await app.authenticateOAuthCall(request, accessToken as string, scope)).userId;
      }
      // A deactivated account's keys and tokens stop working with it.
      const owner = await app.store.users.findActiveUser(userId);
      if (!owner) throw new AppError('unauthorized', API_KEY_MESSAGES.invalidKey);
      if (!roles.includes(owner.role)) throw new AppError('forbidden', M.roleForbidden);
      request.user = owner;
    } satisfies onRequestAsyncHookHandler;
    KEY_LIMITED_HOOKS.add(hook);
    markGuard(hook, { forbid: true, accepts: { session: true, scope } });
    return hook;
  });
}

export default fp(callerAuth, {
  name: 'caller-auth',
  fastify: '5.x',
  dependencies: ['store', 'session-auth', 'api-key-auth'],
});
