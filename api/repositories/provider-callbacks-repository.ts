import type { Knex } from 'knex';
import type { ProviderCode } from '../providers/types.ts';

/** A provider callback kept until the engine can check it (provider_callbacks). */
export interface StoredCallback {
  id: string;
  attemptId: string;
  provider: ProviderCode;
  rawBody: string;
  headers: Record<string, string>;
  appliedAt: Date | null;
}

interface StoredCallbackRow {
  id: string;
  attempt_id: string;
  provider: ProviderCode;
  raw_body: string;
  headers: Record<string, string>;
  applied_at: Date | null;
}

/** Callbacks that arrived before the engine could check them, applied later by a job. */
export function createProviderCallbacksRepository(db: Knex) {
  return {
    async insert(callback: Omit<StoredCallback, 'id' | 'appliedAt'>): Promise<string> {
      const [row] = (await db('provider_callbacks')
        .insert({
          attempt_id: callback.attemptId,
          provider: callback.provider,
          raw_body: callback.rawBody,
          headers: JSON.stringify(callback.headers),
        })
        .returning('id')) as { id: string }[];
      if (!row) throw new Error('provider callback was not stored');
      return row.id;
    },

    async find(id: string): Promise<StoredCallback | null> {
      const row = (await db('provider_callbacks').where({ id }).first()) as StoredCallbackRow | undefined;
      return row
        ? {
            id: row.id,
            attemptId: row.attempt_id,
            provider: row.provider,
            rawBody: row.raw_body,
            headers: row.headers,
            appliedAt: row.applied_at,
          }
        : null;
    },

    /** What became of it: applied, rejected, or given up on (polling settles the payment anyway). */
    async markApplied(id: string, result: string): Promise<void> {
      await db('provider_callbacks').where({ id }).whereNull('applied_at').update({ applied_at: db.fn.now(), result });
    },
  };
}
