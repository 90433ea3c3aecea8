import type { Static } from 'typebox';
import { fill } from '../../../domain/messages/define.ts';
import { OAUTH_MESSAGES as M } from '../../../domain/messages/oauth.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { OAuthApp } from '../../repositories/oauth-apps-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { CreateOAuthAppSchema } from '../../schemas/oauth.ts';
import { approvedInstitutionOf } from '../institutions/institution-access.ts';
import { hashClientSecret, newClientCredentials, newClientSecret } from './client-secret.ts';

/** Apps one developer may hold: enough for sandbox, staging and production of a few products. */
export const MAX_APPS = 10;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * RFC 9700 §2.1: exact redirect URIs, https except on the developer's own machine, and no
 * fragment (the code must not land where scripts of the page read it).
 */
export function isAcceptableRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

export async function registerApp(
  store: Store,
  userId: string,
  input: Static<typeof CreateOAuthAppSchema>,
): Promise<{ app: OAuthApp; clientSecret: string }> {
  const name = input.name.trim();
  const details = [
    ...(name ? [] : [detail('name', M.appNameRequired)]),
    ...input.redirectUris.flatMap((uri, index) =>
      isAcceptableRedirectUri(uri) ? [] : [detail(`redirectUris.${index}`, fill(M.redirectUriInvalid, { uri }))],
    ),
  ];
  if (details.length > 0) throw validationError(details);
  const environment = input.environment ?? 'sandbox';
  // As for production API keys (services/api-keys/managed-keys.ts).
  if (environment === 'production' && !(await approvedInstitutionOf(store, userId))) {
    throw new AppError('forbidden', M.productionAppNeedsInstitution);
  }
  return store.transaction(async (tx) => {
    const apps = tx.oauthApps;
    await apps.lockRegistrationsOf(userId);
    if ((await apps.listOf(userId)).length >= MAX_APPS) {
      throw new AppError('unprocessable', fill(M.tooManyApps, { max: MAX_APPS }));
    }
    const { clientId, clientSecret } = newClientCredentials();
    const app = await apps.insert({
      clientId,
      userId,
      name,
      redirectUris: [...new Set(input.redirectUris)],
      scopes: input.scopes,
      environment,
      clientSecretHash: hashClientSecret(clientSecret),
    });
    return { app, clientSecret };
  });
}

export function listApps(store: Store, userId: string): Promise<OAuthApp[]> {
  return store.oauthApps.listOf(userId);
}

/** A new secret at once; the old one stops working (tokens already issued keep their lifetime). */
export async function rotateAppSecret(
  store: Store,
  userId: string,
  id: string,
): Promise<{ app: OAuthApp; clientSecret: string }> {
  const clientSecret = newClientSecret();
  const app = await store.oauthApps.replaceSecret(userId, id, hashClientSecret(clientSecret));
  if (!app) throw new AppError('not_found', M.appNotFound);
  return { app, clientSecret };
}

/** Deletes the app and every token and grant it holds, in one transaction: its next call is refused. */
export async function deleteApp(store: Store, userId: string, id: string): Promise<void> {
  await store.transaction(async (tx) => {
    const app = await tx.oauthApps.remove(userId, id);
    if (!app) throw new AppError('not_found', M.appNotFound);
    await tx.oauthRecords.destroyClient(app.clientId);
  });
}
