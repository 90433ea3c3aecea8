import type { Knex } from 'knex';
import type { OAuthAppEnvironment } from './oauth-apps-repository.ts';

/** A customer's live consent to an app, with the app's name for the dashboard. */
export interface OAuthConsent {
  grantId: string;
  appId: string;
  appName: string;
  clientId: string;
  /** The app's developer and environment: who hears of the consent, in which mode (consent-events.ts). */
  developerId: string;
  environment: OAuthAppEnvironment;
  scopes: string[];
  accountIds: string[];
  createdAt: Date;
}

interface ConsentRow {
  grant_id: string;
  app_id: string;
  app_name: string;
  client_id: string;
  developer_id: string;
  environment: OAuthAppEnvironment;
  scopes: string[];
  account_ids: string[];
  created_at: Date;
}

const toConsent = (row: ConsentRow): OAuthConsent => ({
  grantId: row.grant_id,
  appId: row.app_id,
  appName: row.app_name,
  clientId: row.client_id,
  developerId: row.developer_id,
  environment: row.environment,
  scopes: row.scopes,
  accountIds: row.account_ids,
  createdAt: row.created_at,
});

/** What customers agreed to on the consent screen (`oauth_consents`). */
export function createOAuthConsentsRepository(db: Knex) {
  const live = () =>
    db('oauth_consents as c')
      .join('oauth_apps as a', 'a.id', 'c.app_id')
      .whereNull('c.revoked_at')
      .select(
        'c.grant_id',
        'c.app_id',
        'a.name as app_name',
        'a.client_id',
        'a.user_id as developer_id',
        'a.environment',
        'c.scopes',
        'c.account_ids',
        'c.created_at',
      );

  return {
    async insert(consent: { grantId: string; userId: string; appId: string; scopes: string[]; accountIds: string[] }) {
      await db('oauth_consents').insert({
        grant_id: consent.grantId,
        user_id: consent.userId,
        app_id: consent.appId,
        scopes: consent.scopes,
        account_ids: consent.accountIds,
      });
    },

    /** The accounts a grant shares, or null when the grant is unknown or revoked. */
    async sharedAccounts(grantId: string): Promise<string[] | null> {
      const row = await db('oauth_consents').where({ grant_id: grantId }).whereNull('revoked_at').first('account_ids');
      return row ? (row.account_ids as string[]) : null;
    },

    async listOf(userId: string): Promise<OAuthConsent[]> {
      const rows = (await live().where('c.user_id', userId).orderBy('c.created_at', 'desc')) as ConsentRow[];
      return rows.map(toConsent);
    },

    /** Marks one of the customer's consents revoked; null when it is not theirs or already revoked. */
    async revoke(userId: string, grantId: string): Promise<OAuthConsent | null> {
      const row = (await live().where({ 'c.user_id': userId, 'c.grant_id': grantId }).first()) as
        | ConsentRow
        | undefined;
      if (!row) return null;
      await db('oauth_consents').where({ grant_id: grantId }).update({ revoked_at: db.fn.now() });
      return toConsent(row);
    },
  };
}
