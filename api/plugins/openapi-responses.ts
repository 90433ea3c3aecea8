import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import Type from 'typebox';
import { KEY_LIMITED_HOOKS } from './api-key-auth.ts';
import { AUTHENTICATING_HOOKS, PERMISSION_HOOKS } from './guard-hooks.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every limiter of the API (per address, per API key) sends these, with these meanings. */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': {
    description:
      'Requests allowed in the current window: the route’s per-address limit, or with an API key the key’s tighter window (hourly or daily)',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in that window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until that window resets (delta-seconds, as the IETF RateLimit headers; never a timestamp)',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': {
    description: 'With a 429: seconds to wait before retrying',
    schema: { type: 'integer', minimum: 1 },
  },
} as const;

const headerRef = (name: keyof typeof RATE_LIMIT_HEADERS) => ({ $ref: `#/components/headers/${name}` });

type Hooks = RouteOptions['onRequest'] | RouteOptions['preHandler'];

function hooksOf(value: Hooks): unknown[] {
  return value === undefined ? [] : [value].flat();
}

/** The hooks a guard can be among: the route's onRequest and preHandler. */
export function routeHooks(route: RouteOptions): unknown[] {
  return [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
}

function hasHook(route: RouteOptions, marked: WeakSet<object>): boolean {
  return routeHooks(route).some((hook) => typeof hook === 'function' && marked.has(hook));
}

function isRateLimited(route: RouteOptions): boolean {
  const config = route.config as { rateLimit?: unknown } | undefined;
  return Boolean(config?.rateLimit) || hasHook(route, KEY_LIMITED_HOOKS);
}

/** What each status means when the rule adds it (the route did not declare it itself). */
const PROTOCOL_RESPONSES: Record<number, string> = {
  400: 'Malformed request: invalid JSON, a body nested over 32 levels, a malformed URL or HTTP, no Host, or an X-Forwarded-For that is not an IP',
  401: 'Authentication required: no session or API key was sent, or it has ended, expired or been revoked',
  403: 'A write started from another site (refused by the cross-site guard)',
  413: 'The body is larger than the server accepts',
  414: 'The URL is longer than 8 192 characters, or a path parameter longer than 500',
  415: 'The body is not JSON',
  429: 'Too many requests: a rate limit is spent (see Retry-After)',
  431: 'The request headers (URL included) are larger than 16 KiB',
};

/** 403 where a guard checks permissions: on its own, or beside the cross-site guard of a write. */
const FORBIDDEN_BY_GUARD =
  "Not allowed: the caller's role, or the API key's scopes or IP allow-list, does not permit this";
const FORBIDDEN_BY_EITHER =
  "Not allowed: the caller's role, or the API key's scopes or IP allow-list, does not permit this; or a write started from another site (refused by the cross-site guard)";

/** Marks the responses the rule added, so the API reference can show a route's own first. */
export const PROTOCOL_RESPONSE_MARK = 'x-protocol';

/**
 * The statuses every operation can answer whatever its route says, added to the OpenAPI
 * document by one rule instead of in each route: 400, 414 and 431 anywhere (a malformed
 * request, a bad client address, URL and headers over the limits: see `protocol-errors.ts`
 * and `client-address.ts`); 401 behind an authenticating guard and 403 behind a permission
 * guard (`guard-hooks.ts`); 413 and 415 for bodies, and 403 for writes the cross-site guard
 * can refuse; 429 where a limiter counts, with the rate-limit headers on every answer of
 * those operations.
 */
export function protocolResponses() {
  const limited = new Set<string>();
  const added = new Map<string, Set<string>>();
  const operationKey = (method: string, url: string) =>
    `${method.toLowerCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

  return {
    transform: (({ schema, url, route }) => {
      if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
      const methods = [route.method].flat();
      const writes = methods.some((method) => BODY_METHODS.has(method));
      const crossSiteGuarded = !(route.config as { allowCrossSite?: boolean } | undefined)?.allowCrossSite;
      const rateLimited = isRateLimited(route);
      const crossSiteForbids = writes && crossSiteGuarded;
      const guardForbids = hasHook(route, PERMISSION_HOOKS);
      const statuses = [
        400,
        ...(hasHook(route, AUTHENTICATING_HOOKS) ? [401] : []),
        ...(crossSiteForbids || guardForbids ? [403] : []),
        ...(writes ? [413, 415] : []),
        414,
        ...(rateLimited ? [429] : []),
        431,
      ];
      const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
      const own = new Set<string>();
      for (const status of statuses) {
        if (response[status] !== undefined) continue;
        const forbidden = crossSiteForbids ? FORBIDDEN_BY_EITHER : FORBIDDEN_BY_GUARD;
        const description = status === 403 && guardForbids ? forbidden : PROTOCOL_RESPONSES[status];
        response[status] = { ...Type.Ref('ErrorEnvelope'), description };
        own.add(String(status));
      }
      for (const method of methods) {
        added.set(operationKey(method, url), own);
        if (rateLimited) limited.add(operationKey(method, url));
      }
      return { schema: { ...schema, response }, url };
    }) satisfies SwaggerTransform,

    transformObject: ((documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject as {
        components?: Record<string, unknown>;
        paths?: Record<string, Record<string, { responses?: Record<string, Record<string, unknown>> }>>;
      };
      document.components = { ...document.components, headers: RATE_LIMIT_HEADERS };
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(item)) {
          const key = `${method} ${path}`;
          for (const [status, answer] of Object.entries(operation.responses ?? {})) {
            if (added.get(key)?.has(status)) answer[PROTOCOL_RESPONSE_MARK] = true;
            if (!limited.has(key)) continue;
            answer.headers = {
              ...(answer.headers as Record<string, unknown> | undefined),
              'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
              'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
              'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
              ...(status === '429' ? { 'Retry-After': headerRef('Retry-After') } : {}),
            };
          }
        }
      }
      return documentObject.openapiObject;
    }) satisfies SwaggerTransformObject,
  };
}
