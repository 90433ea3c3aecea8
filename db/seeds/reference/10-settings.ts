import type { Knex } from 'knex';
import { definitionsOf, SETTING_CATEGORIES } from '../../../api/services/settings/registry.ts';
import { settingTexts } from '../../../api/services/settings/setting-texts.ts';

/**
 * Platform settings every installation starts with (production included): the defaults of the
 * settings registry (api/services/settings/registry.ts), the one place they are written. Staff
 * change them from the admin dashboard; a later start never overwrites a changed value.
 */
export async function seed(knex: Knex): Promise<void> {
  const rows = SETTING_CATEGORIES.flatMap((category) =>
    definitionsOf(category).map(([key, definition]) => ({
      category,
      key,
      value: JSON.stringify(definition.default),
      description: settingTexts(category, key).description,
    })),
  );
  await knex('settings').insert(rows).onConflict(['category', 'key']).ignore();
}
