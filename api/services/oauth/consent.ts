import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { consentNeedsAccount } from '../../../domain/consent-account-rule.ts';
import type { ApiScope } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { OAUTH_MESSAGES as M } from '../../../domain/messages/oauth.ts';
import type { AppConfig } from '../../config.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { OAuthApp } from '../../repositories/oauth-apps-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { Account } from '../../schemas/accounts.ts';
import { listAccountsOfUser } from '../accounts/list-accounts.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { emitConsentEvent } from './consent-events.ts';

interface PendingConsent {
  interaction: Interaction;
  app: OAuthApp;
  /** What the app asked for, within what it registered. */
  requested: string[];
}

async function pendingConsent(provider: Provider, store: Store, uid: string): Promise<PendingConsent> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.result) throw new AppError('not_found', M.consentNotFound);
  const app = await store.oauthApps.findClient(String(interaction.params.client_id ?? ''));
  if (!app) throw new AppError('not_found', M.consentNotFound);
  const asked = new Set(String(interaction.params.scope ?? '').split(' '));
  return { interaction, app, requested: app.scopes.filter((scope) => asked.has(scope)) };
}

/** What the consent screen shows: the app, the permissions it asks for and the customer's accounts. */
export async function describeConsent(
  provider: Provider,
  store: Store,
  uid: string,
  userId: string,
): Promise<{
  app: { name: string; clientId: string; developer: string | null; redirectHost: string };
  scopes: string[];
  accounts: Account[];
}> {
  const { interaction, app, requested } = await pendingConsent(provider, store, uid);
  const [developer, accounts] = await Promise.all([
    store.oauthApps.developerName(app.id),
    listAccountsOfUser(store, userId),
  ]);
  return {
    app: {
      name: app.name,
      clientId: app.clientId,
      developer,
      // Where the customer is sent back to: the provider checked it against the registered URIs.
      redirectHost: new URL(String(interaction.params.redirect_uri)).host,
    },
    scopes: requested,
    accounts,
  };
}

async function finish(interaction: Interaction, result: Interaction['result']): Promise<string> {
  interaction.result = result;
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
  return interaction.returnTo;
}

/**
 * The customer approves some of the requested permissions for some of their accounts: a
 * grant for exactly those (the declined scopes are recorded as rejected, so the server does not
 * ask again), the consent row naming the shared accounts, and the audit entry, then the
 * interaction resumes (`redirectTo`, where the browser goes next).
 */
export async function approveConsent(
  provider: Provider,
  store: Store,
  uid: string,
  actor: AuditActor & { userId: string },
  choice: { scopes: string[]; accountIds: string[] },
  paymentsMode: AppConfig['PAYMENTS_MODE'],
): Promise<{ redirectTo: string }> {
  const { interaction, app, requested } = await pendingConsent(provider, store, uid);
  // The resource the authorization request resolved (the public API of the issuer it came to).
  const resource = String(interaction.params.resource);
  const owned = new Set((await listAccountsOfUser(store, actor.userId)).map((account) => account.id));
  const scopes = [...new Set(choice.scopes)];
  const accountIds = [...new Set(choice.accountIds)];
  const details = [
    ...scopes.flatMap((scope, index) =>
      requested.includes(scope) ? [] : [detail(`scopes.${index}`, fill(M.consentScopeNotRequested, { scope }))],
    ),
    ...accountIds.flatMap((id, index) =>
      owned.has(id) ? [] : [detail(`accountIds.${index}`, M.consentAccountUnknown)],
    ),
    ...(scopes.length === 0 ? [detail('scopes', M.consentScopeRequired)] : []),
    ...(accountIds.length === 0 && consentNeedsAccount(scopes) ? [detail('accountIds', M.consentAccountRequired)] : []),
  ];
  if (details.length > 0) throw validationError(details);

  const grant = new provider.Grant({ accountId: actor.userId, clientId: app.clientId });
  grant.addResourceScope(resource, scopes.join(' '));
  const declined = requested.filter((scope) => !scopes.includes(scope));
  if (declined.length > 0) grant.rejectResourceScope(resource, declined.join(' '));
  if (
    String(interaction.params.scope ?? '')
      .split(' ')
      .includes('offline_access')
  )
    grant.addOIDCScope('offline_access');
  const grantId = await grant.save();
  await store.transaction(async (tx) => {
    await tx.oauthConsents.insert({
      grantId,
      userId: actor.userId,
      appId: app.id,
      scopes,
      accountIds,
    });
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'oauth_grant',
      resourceId: grantId,
      details: { app: app.name, clientId: app.clientId, scopes, accountIds },
    });
    const subject = { developerId: app.userId, environment: app.environment, appName: app.name };
    await emitConsentEvent(
      tx,
      'consent.granted',
      { ...subject, grantId, clientId: app.clientId, scopes, accountIds },
      paymentsMode,
    );
  });
  return { redirectTo: await finish(interaction, { login: { accountId: actor.userId }, consent: { grantId } }) };
}

/** The customer refuses: the app gets `access_denied` at its redirect URI. */
export async function denyConsent(provider: Provider, store: Store, uid: string): Promise<{ redirectTo: string }> {
  const { interaction } = await pendingConsent(provider, store, uid);
  const redirectTo = await finish(interaction, {
    error: 'access_denied',
    error_description: 'The customer refused access',
  });
  return { redirectTo };
}

/**
 * The customer disconnects an app: the consent is marked revoked and every token and refresh
 * token of its grant deleted in one transaction, so the app's next call is refused.
 */
export async function revokeConnection(
  store: Store,
  actor: AuditActor & { userId: string },
  grantId: string,
  paymentsMode: AppConfig['PAYMENTS_MODE'],
): Promise<void> {
  await store.transaction(async (tx) => {
    const consent = await tx.oauthConsents.revoke(actor.userId, grantId);
    if (!consent) throw new AppError('not_found', M.connectionNotFound);
    const records = tx.oauthRecords;
    await records.destroyGrant(grantId);
    await records.destroy('Grant', grantId);
    await recordAudit(tx, actor, {
      action: 'revoke',
      resource: 'oauth_grant',
      resourceId: grantId,
      details: { app: consent.appName, clientId: consent.clientId },
    });
    await emitConsentEvent(tx, 'consent.revoked', consent, paymentsMode);
  });
}

/** The apps a customer has connected, with the accounts each may see (dashboard, "Connected apps"). */
export async function listConnections(store: Store, userId: string) {
  const [consents, accounts] = await Promise.all([
    store.oauthConsents.listOf(userId),
    listAccountsOfUser(store, userId),
  ]);
  const numbers = new Map(accounts.map((account) => [account.id, account.accountNumber]));
  return consents.map((consent) => ({
    grantId: consent.grantId,
    appName: consent.appName,
    clientId: consent.clientId,
    scopes: consent.scopes as ApiScope[],
    accounts: consent.accountIds.flatMap((id) => {
      const accountNumber = numbers.get(id);
      return accountNumber ? [{ id, accountNumber }] : [];
    }),
    connectedAt: consent.createdAt.toISOString(),
  }));
}
