import type { Knex } from 'knex';

/** The PostgreSQL NOTIFY channel on which settings changes are announced (settings-watcher.ts listens). */
export const SETTINGS_CHANNEL = 'settings_changed';

export interface StoredSetting {
  category: string;
  key: string;
  value: unknown;
}

/** Staff-editable settings: `(category, key) → jsonb value`, defaults seeded by db/seeds/reference. */
export function createSettingsRepository(db: Knex) {
  return {
    /** The stored values of these keys of one category (missing keys are simply absent). */
    async findValues(category: string, keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows: { key: string; value: unknown }[] = await db('settings')
        .where({ category })
        .whereIn('key', keys)
        .select('key', 'value');
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Every stored value, by category and key (rows of keys the registry no longer knows included). */
    async findAll(): Promise<StoredSetting[]> {
      return db('settings').select('category', 'key', 'value').orderBy(['category', 'key']);
    },

    /** The stored values of these categories, locked until the transaction ends (concurrent edits queue). */
    async lockCategories(categories: readonly string[]): Promise<StoredSetting[]> {
      return db('settings').whereIn('category', categories).select('category', 'key', 'value').forUpdate();
    },

    /** Writes one value (inserting the row a missing seed would have made) and who wrote it. */
    async write(entry: StoredSetting & { description: string; updatedBy: string | null }): Promise<void> {
      await db('settings')
        .insert({
          category: entry.category,
          key: entry.key,
          value: JSON.stringify(entry.value),
          description: entry.description,
          updated_by: entry.updatedBy,
        })
        .onConflict(['category', 'key'])
        .merge(['value', 'updated_by']);
    },

    /**
     * Tells every process listening on SETTINGS_CHANNEL that settings changed. Inside a
     * transaction PostgreSQL sends it at commit, and not at all on rollback.
     */
    async notifyChanged(payload: string): Promise<void> {
      await db.raw('select pg_notify(?, ?)', [SETTINGS_CHANNEL, payload]);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
