import { describe, expect } from 'vitest';
import { API_SCOPES } from '../../../domain/enums.ts';
import { it } from '../../helpers/fixtures.ts';
import { bearer, errorOf } from '../../helpers/identity.ts';
import { clientCredentialsToken } from '../../helpers/oauth-client.ts';
import { callOperation, documentOperations } from '../../helpers/openapi-calls.ts';
import { insertApiKey } from '../../helpers/rows.ts';

/**
 * The document's `security` is written from each route's guard (api/plugins/openapi-security.ts);
 * this file holds it to what the guards do: a key or token lacking the scope an operation
 * names is refused for exactly that scope, one holding it gets past the guard, and an
 * operation naming no scope takes no key.
 */
it.override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });

type Requirement = Record<string, string[]>;

const scopesOf = (security: Requirement[], scheme: string) =>
  security.flatMap((requirement) => requirement[scheme] ?? []);

describe('the scopes of the OpenAPI document', () => {
  it('name, on every operation, the scope its guard checks for API keys and OAuth tokens', async ({
    harness,
    listening,
    customer,
  }) => {
    const operations = await documentOperations(harness);
    const scoped = operations.filter((operation) => scopesOf(operation.security, 'apiKey').length > 0);
    expect(scoped.length).toBeGreaterThan(30);
    const host = new URL(listening.origin).host;
    const without = new Map<string, { key: string; token: string }>();
    for (const scope of new Set(scoped.flatMap((operation) => scopesOf(operation.security, 'apiKey')))) {
      const others = API_SCOPES.filter((candidate) => candidate !== scope);
      const { key } = await insertApiKey(harness.app.db, customer.user.id, { scopes: others });
      without.set(scope, { key, token: await clientCredentialsToken(listening, customer, others) });
    }

    for (const operation of operations) {
      const keyScopes = scopesOf(operation.security, 'apiKey');
      // One declaration gives both: the same scope for a key and for a token.
      expect(scopesOf(operation.security, 'oauth2'), operation.id).toEqual(keyScopes);
      if (keyScopes.length === 0) continue;
      expect(keyScopes, operation.id).toHaveLength(1);
      const scope = keyScopes[0] ?? '';
      const credentials = without.get(scope) ?? { key: '', token: '' };

      const byKey = await callOperation(harness, operation, { ...bearer(credentials.key), host });
      expect(byKey.statusCode, `${operation.id} with a key lacking ${scope}`).toBe(403);
      expect(errorOf(byKey), operation.id).toMatchObject({ reason: 'scope_missing', params: { scope } });

      const byToken = await callOperation(harness, operation, { ...bearer(credentials.token), host });
      expect(byToken.statusCode, `${operation.id} with a token lacking ${scope}`).toBe(403);
      expect(errorOf(byToken), operation.id).toMatchObject({ reason: 'access_token_scope_missing', params: { scope } });
    }
  });

  it('let a key holding only that scope past the guard', async ({ harness, customer }) => {
    const operations = await documentOperations(harness);
    const keys = new Map<string, string>();
    for (const operation of operations) {
      const [scope] = scopesOf(operation.security, 'apiKey');
      // The event stream would stay open: its guard is the one of the request log above it.
      if (!scope || operation.path.endsWith('/stream')) continue;
      if (!keys.has(scope))
        keys.set(scope, (await insertApiKey(harness.app.db, customer.user.id, { scopes: [scope] })).key);
      const response = await callOperation(harness, operation, bearer(keys.get(scope) ?? ''));
      const what = `${operation.id} with a key holding ${scope} → ${response.statusCode} ${response.body}`;
      expect(response.statusCode, what).not.toBe(401);
      if (response.statusCode === 403) expect(errorOf(response).reason, what).not.toBe('scope_missing');
    }
  });

  it('take no API key where they name none', async ({ harness, customer }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, { scopes: [...API_SCOPES] });
    const sessionOnly = (await documentOperations(harness)).filter(
      (operation) =>
        scopesOf(operation.security, 'apiKey').length === 0 &&
        operation.security.some((requirement) => 'bearerAuth' in requirement || 'sessionCookie' in requirement),
    );
    expect(sessionOnly.length).toBeGreaterThan(50);
    for (const operation of sessionOnly) {
      if (operation.operationId === 'signOut') continue; // no guard: it answers 204 to anyone
      const response = await callOperation(harness, operation, bearer(key));
      expect(response.statusCode, `${operation.id} with an API key → ${response.body}`).toBe(401);
    }
  });
});
