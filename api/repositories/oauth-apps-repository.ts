import type { Knex } from 'knex';
import type { ApiScope } from '../../domain/enums.ts';

interface OAuthAppRow {
  id: string;
  client_id: string;
  user_id: string;
  name: string;
  redirect_uris: string[];
  scopes: ApiScope[];
  client_secret_hash: string;
  environment: OAuthAppEnvironment;
  secret_rotated_at: Date;
  created_at: Date;
}

/** Like API keys: a sandbox app only ever reaches the simulators and test data (services/payments/livemode.ts). */
export type OAuthAppEnvironment = 'sandbox' | 'production';

/** A registered third-party app (never its secret's hash, except for the authorization server). */
export interface OAuthApp {
  id: string;
  clientId: string;
  userId: string;
  name: string;
  redirectUris: string[];
  scopes: ApiScope[];
  environment: OAuthAppEnvironment;
  secretRotatedAt: Date;
  createdAt: Date;
}

function toApp(row: OAuthAppRow): OAuthApp {
  return {
    id: row.id,
    clientId: row.client_id,
    userId: row.user_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    scopes: row.scopes,
    environment: row.environment,
    secretRotatedAt: row.secret_rotated_at,
    createdAt: row.created_at,
  };
}

const COLUMNS = [
  'id',
  'client_id',
  'user_id',
  'name',
  'redirect_uris',
  'scopes',
  'environment',
  'secret_rotated_at',
  'created_at',
];

/** The apps developers register for OAuth 2.0 (`oauth_apps`). */
export function createOAuthAppsRepository(db: Knex) {
  return {
    /**
     * Serialises one developer's registrations until the transaction ends, so two at once
     * cannot pass the cap together. Call it on a store bound to a transaction.
     */
    async lockRegistrationsOf(userId: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`oauth-apps:${userId}`]);
    },

    async insert(app: {
      clientId: string;
      userId: string;
      name: string;
      redirectUris: string[];
      scopes: ApiScope[];
      environment: OAuthAppEnvironment;
      clientSecretHash: string;
    }): Promise<OAuthApp> {
      const [row] = await db('oauth_apps')
        .insert({
          client_id: app.clientId,
          user_id: app.userId,
          name: app.name,
          redirect_uris: app.redirectUris,
          scopes: app.scopes,
          environment: app.environment,
          client_secret_hash: app.clientSecretHash,
        })
        .returning(COLUMNS);
      return toApp(row as OAuthAppRow);
    },

    async listOf(userId: string): Promise<OAuthApp[]> {
      const rows = await db('oauth_apps').where({ user_id: userId }).orderBy('created_at', 'desc').select(COLUMNS);
      return (rows as OAuthAppRow[]).map(toApp);
    },

    /** One of the owner's apps, or null (someone else's app is as unknown as a missing one). */
    async findOwned(userId: string, id: string): Promise<OAuthApp | null> {
      const row = await db('oauth_apps').where({ id, user_id: userId }).first(COLUMNS);
      return row ? toApp(row as OAuthAppRow) : null;
    },

    /** What the authorization server needs to authenticate a client (its secret's hash included). */
    async findClient(clientId: string): Promise<(OAuthApp & { clientSecretHash: string }) | null> {
      const row: OAuthAppRow | undefined = await db('oauth_apps')
        .join('users', 'users.id', 'oauth_apps.user_id')
        .where({ client_id: clientId, 'users.is_active': true })
        .first(...COLUMNS.map((column) => `oauth_apps.${column}`), 'oauth_apps.client_secret_hash');
      return row ? { ...toApp(row), clientSecretHash: row.client_secret_hash } : null;
    },

    /** Who registered the app, as the consent screen names them. */
    async developerName(id: string): Promise<string | null> {
      const row: { first_name: string; last_name: string } | undefined = await db('oauth_apps')
        .join('users', 'users.id', 'oauth_apps.user_id')
        .where('oauth_apps.id', id)
        .first('users.first_name', 'users.last_name');
      return row ? `${row.first_name} ${row.last_name}`.trim() : null;
    },

    async replaceSecret(userId: string, id: string, clientSecretHash: string): Promise<OAuthApp | null> {
      const [row] = await db('oauth_apps')
        .where({ id, user_id: userId })
        .update({ client_secret_hash: clientSecretHash, secret_rotated_at: db.fn.now() })
        .returning(COLUMNS);
      return row ? toApp(row as OAuthAppRow) : null;
    },

    async remove(userId: string, id: string): Promise<OAuthApp | null> {
      const [row] = await db('oauth_apps').where({ id, user_id: userId }).delete().returning(COLUMNS);
      return row ? toApp(row as OAuthAppRow) : null;
    },
  };
}

export type OAuthAppsRepository = ReturnType<typeof createOAuthAppsRepository>;
