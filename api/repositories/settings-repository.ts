import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
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
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('settingsRepository', createSettingsRepository(app.db));
  },
  { name: 'settings-repository', fastify: '5.x', dependencies: ['db'] },
);
