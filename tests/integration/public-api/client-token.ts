import * as oidc from 'openid-client';
import { expect } from 'vitest';
import type { ListeningApp } from '../../helpers/fixtures.ts';

/**
 * An OAuth access token as a third-party app gets one: the developer registers an app with
 * `registered` scopes, and panva's openid-client runs the client credentials grant for `asked`.
 * The token acts as the developer.
 */
export async function clientCredentialsToken(
  listening: ListeningApp,
  developerHeaders: Record<string, string>,
  registered: string[],
  asked = registered,
): Promise<{ token: string; clientId: string; headers: Record<string, string> }> {
  const response = await listening.app.inject({
    method: 'POST',
    url: '/api/v1/apps',
    headers: developerHeaders,
    payload: { name: 'Njangi Checks', redirectUris: ['https://checks.example.cm/callback'], scopes: registered },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { app, clientSecret } = response.json() as { app: { clientId: string }; clientSecret: string };
  const config = await oidc.discovery(new URL(listening.origin), app.clientId, clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const tokens = await oidc.clientCredentialsGrant(config, { scope: asked.join(' ') });
  return {
    token: tokens.access_token,
    clientId: app.clientId,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  };
}
