import type { Knex } from 'knex';

/** One of oidc-provider's stored models (its payload is the library's, kept as it gave it). */
export interface OAuthRecord {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  expiresAt: Date | null;
}

/**
 * The authorization server's records (`oauth_records`), for the adapter oidc-provider calls
 * (services/oauth/records-adapter.ts). Expired rows read as missing; the sweep deletes them.
 */
export function createOAuthRecordsRepository(db: Knex) {
  return {
    async upsert(record: OAuthRecord): Promise<void> {
      await db('oauth_records')
        .insert({
          model: record.model,
          id: record.id,
          payload: record.payload,
          grant_id: record.grantId,
          uid: record.uid,
          user_code: record.userCode,
          expires_at: record.expiresAt,
          consumed_at: null,
        })
        .onConflict(['model', 'id'])
        .merge(['payload', 'grant_id', 'uid', 'user_code', 'expires_at']);
    },

    /** The payload with `consumed` (seconds) when consumed, or undefined when missing or expired. */
    async find(model: string, where: { id?: string; uid?: string; user_code?: string }) {
      const row: { payload: Record<string, unknown>; consumed_at: Date | null } | undefined = await db('oauth_records')
        .where({ model, ...where })
        .andWhere((query) => query.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
        .first('payload', 'consumed_at');
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
    },

    async consume(model: string, id: string): Promise<void> {
      await db('oauth_records').where({ model, id }).update({ consumed_at: db.fn.now() });
    },

    async destroy(model: string, id: string): Promise<void> {
      await db('oauth_records').where({ model, id }).delete();
    },

    /** Every token of a grant, whatever its model: revoking a grant ends them all at once. */
    async destroyGrant(grantId: string): Promise<void> {
      await db('oauth_records').where({ grant_id: grantId }).delete();
    },

    /** Every token, grant and session record of one client (its app was deleted). */
    async destroyClient(clientId: string): Promise<void> {
      await db('oauth_records').whereRaw(`payload->>'clientId' = ?`, [clientId]).delete();
    },

    async sweepExpired(): Promise<number> {
      return db('oauth_records').where('expires_at', '<', db.raw(`now() - interval '1 day'`)).delete();
    },
  };
}
