import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { ApiScope } from '../../domain/enums.ts';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../database/outage.ts';
import { AppError } from '../errors.ts';
import type { OAuthAppEnvironment } from '../repositories/oauth-apps-repository.ts';
import { OAuthErrorSchema } from '../schemas/oauth.ts';
import { authenticateAccessToken, type OAuthPrincipal } from '../services/oauth/access-tokens.ts';
import { apiResource, createAuthorizationServer, OAUTH_PATHS } from '../services/oauth/authorization-server.ts';
import { DOCUMENTED_ENDPOINTS, DOCUMENTED_PATHS } from '../services/oauth/endpoint-docs.ts';
import { resolveOAuthKeys } from '../services/oauth/server-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The OAuth access token that authenticated this call (set by the API's auth hooks). */
    oauth: OAuthPrincipal | null;
    /** The app whose valid token made this call (set even when its scope or limit then refuses it): what the request log records. */
    oauthAppCaller: { id: string; environment: OAuthAppEnvironment } | null;
  }
  interface FastifyInstance {
    /** The OAuth 2.0 authorization server for the public origin this request came to. */
    oauthServer(request: FastifyRequest): Provider;
    /**
     * Checks an OAuth access token for `scope` (services/oauth/access-tokens.ts) and counts
     * the call against its app's hourly limit; sets `request.oauth`.
     */
    authenticateOAuthCall(request: FastifyRequest, token: string, scope: ApiScope): Promise<OAuthPrincipal>;
  }
}

/** Calls one app may make per hour, across every token it holds (customers' and its own). */
export const OAUTH_APP_HOURLY_LIMIT = 1000;

/**
 * Mounts oidc-provider (a Koa app) for its own paths only: each is a Fastify route that hands
 * the raw request and response to the provider (`reply.hijack()`), so the project's
 * `/oauth/login`, `/oauth/register` and `/oauth/logout` stay Fastify routes. The routes live in
 * an encapsulated context whose body parser reads nothing: the provider parses its own
 * (form-encoded) bodies from the untouched stream.
 *
 * The issuer is PUBLIC_BASE_URL. Without it (local development, tests) it is the origin the
 * request came to, one provider per origin, so discovery names the address the client used.
 */
async function oauthServer(app: FastifyInstance) {
  const keys = await resolveOAuthKeys(app.config);
  const providers = new Map<string, Provider>();
  /** The Fastify request of each request handed over, for its logger (and request id). */
  const handedOver = new WeakMap<IncomingMessage, FastifyRequest>();
  /**
   * The provider answers anything it did not expect (its storage failing) with its own 500
   * `server_error`, and says so only through this event. The database away is RFC 6749's
   * `temporarily_unavailable` with a 503 and Retry-After, as the API's own routes answer it.
   */
  const onServerError = (ctx: KoaContextWithOIDC, error: Error) => {
    const log = handedOver.get(ctx.req)?.log ?? app.log;
    if (!isDatabaseOutage(error)) {
      log.error({ err: error, route: ctx.path, statusCode: ctx.status }, 'request failed');
      return;
    }
    ctx.status = 503;
    ctx.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    // A page (the authorization endpoint in a browser) keeps its words; programs get JSON.
    if (ctx.type !== 'text/html') {
      ctx.body = { error: 'temporarily_unavailable', error_description: HTTP_MESSAGES.serviceUnavailable.text };
    }
    log.warn({ err: error, route: ctx.path, statusCode: 503 }, 'request failed: database unavailable');
  };
  const providerFor = (issuer: string) => {
    let provider = providers.get(issuer);
    if (!provider) {
      provider = createAuthorizationServer({ store: app.store, issuer, ...keys });
      provider.on('server_error', onServerError);
      providers.set(issuer, provider);
    }
    return provider;
  };
  const fixedIssuer = app.config.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const issuerOf = (request: FastifyRequest) => fixedIssuer ?? `${request.protocol}://${request.host}`;
  app.decorate('oauthServer', (request: FastifyRequest) => providerFor(issuerOf(request)));

  app.decorateRequest('oauth', null);
  app.decorateRequest('oauthAppCaller', null);
  const appLimit = app.createRateLimit({
    max: OAUTH_APP_HOURLY_LIMIT,
    timeWindow: '1 hour',
    keyGenerator: (request) => `oauth-app:${request.oauth?.clientId}`,
  });
  app.decorate('authenticateOAuthCall', async (request: FastifyRequest, token: string, scope: ApiScope) => {
    const issuer = issuerOf(request);
    request.oauth = await authenticateAccessToken(
      providerFor(issuer),
      app.store,
      token,
      scope,
      apiResource(issuer),
      (caller) => {
        request.oauthAppCaller = caller;
      },
    );
    const verdict = await appLimit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw new AppError(
        'rate_limited',
        fill(HTTP_MESSAGES.tooManyRequests, { after: `${verdict.ttlInSeconds} seconds` }),
        {
          headers: { 'retry-after': String(verdict.ttlInSeconds) },
        },
      );
    }
    return request.oauth;
  });

  const handOver = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    handedOver.set(request.raw, request);
    app.oauthServer(request).callback()(request.raw, reply.raw);
  };

  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    mounted.addSchema(OAuthErrorSchema);
    // The provider reads no session of ours; its endpoints take form bodies from programs.
    const config = { sessionless: true, rateLimit: { max: 120, timeWindow: '1 minute' } };
    for (const endpoint of DOCUMENTED_ENDPOINTS) {
      mounted.post(endpoint.path, {
        config,
        // The schema documents the endpoint; the provider validates (the body is its to read).
        attachValidation: true,
        schema: {
          ...endpoint.schema,
          tags: ['Authentication'],
          consumes: ['application/x-www-form-urlencoded'],
          security: [{ clientBasic: [] }],
        },
        handler: handOver,
      });
    }
    for (const path of OAUTH_PATHS.filter((candidate) => !DOCUMENTED_PATHS.has(candidate))) {
      mounted.route({ method: ['GET', 'POST'], url: path, config, schema: { hide: true }, handler: handOver });
    }
  });
}

export default fp(oauthServer, { name: 'oauth-server', fastify: '5.x', dependencies: ['store', 'rate-limit'] });
