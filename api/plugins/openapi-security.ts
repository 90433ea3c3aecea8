import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { API_SCOPES } from '../../domain/enums.ts';
import { scopes as scopeWords } from '../../i18n/en/scopes.ts';
import { OAUTH_ROUTES } from '../services/oauth/authorization-server.ts';
import { guardAccepts } from './guard-hooks.ts';
import { routeHooks } from './openapi-responses.ts';

/** An operation's security requirements: any one of them lets the call in. */
type Security = Record<string, string[]>[];

const OAUTH_SCOPES = Object.fromEntries(API_SCOPES.map((scope) => [scope, scopeWords[`scope.${scope}`]]));

/** The credentials the API takes, as the document names them. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token: the access_token of POST /api/v1/auth/login',
  },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ob_session' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ob_test_… / ob_live_…',
    description: 'A developer API key; the requirement lists the scope the key must hold',
  },
  oauth2: {
    type: 'oauth2',
    description: 'An OAuth 2.0 access token of a registered app; the requirement lists the scope the token must hold',
    flows: {
      authorizationCode: {
        authorizationUrl: OAUTH_ROUTES.authorization,
        tokenUrl: OAUTH_ROUTES.token,
        refreshUrl: OAUTH_ROUTES.token,
        scopes: OAUTH_SCOPES,
      },
      clientCredentials: { tokenUrl: OAUTH_ROUTES.token, scopes: OAUTH_SCOPES },
    },
  },
  clientBasic: {
    type: 'http',
    scheme: 'basic',
    description: "An OAuth app's client_id and client_secret (the authorization server's endpoints)",
  },
} as const;

/**
 * The security the route's guards enforce (`guard-hooks.ts`): a session guard accepts the
 * session cookie or a session token; a scope guard an API key or an OAuth token holding
 * that scope. Undefined for a route without a guard, whose schema says it (`[]` when public).
 */
export function enforcedSecurity(route: RouteOptions): Security | undefined {
  const accepted = routeHooks(route).flatMap((hook) => guardAccepts(hook) ?? []);
  if (accepted.length === 0) return undefined;
  const requirements = accepted.flatMap(
    ({ session, scope }): Security => [
      ...(session ? [{ bearerAuth: [] }, { sessionCookie: [] }] : []),
      ...(scope ? [{ apiKey: [scope] }, { oauth2: [scope] }] : []),
    ],
  );
  const unique = new Map(requirements.map((requirement) => [JSON.stringify(requirement), requirement]));
  return [...unique.values()];
}

/** Writes each guarded operation's `security` from its guards, so the document cannot name another scope. */
export function withEnforcedSecurity(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const transformed = transform(input);
    const security = enforcedSecurity(input.route);
    if (!transformed.schema || !security) return transformed;
    return { ...transformed, schema: { ...transformed.schema, security } } as typeof transformed;
  };
}
