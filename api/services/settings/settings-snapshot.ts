import type { Knex } from 'knex';
import { createSettingsRepository } from '../../repositories/settings-repository.ts';
import {
  checkSettingValue,
  definitionsOf,
  SETTING_CATEGORIES,
  type SETTINGS_REGISTRY,
  type SettingCategory,
  type SettingKey,
  settingDefinition,
} from './registry.ts';

type Widen<T> = T extends boolean ? boolean : T extends number ? number : string;
type ValueOf<C extends SettingCategory, K extends SettingKey<C>> = (typeof SETTINGS_REGISTRY)[C][K] extends {
  default: infer D;
}
  ? Widen<D>
  : never;

/** Every known setting's value, typed by its category and key. */
export type SettingsSnapshot = { [C in SettingCategory]: { [K in SettingKey<C>]: ValueOf<C, K> } };

/** The registry's defaults, as a snapshot. */
export function defaultSnapshot(): SettingsSnapshot {
  return Object.fromEntries(
    SETTING_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(definitionsOf(category).map(([key, definition]) => [key, definition.default])),
    ]),
  ) as SettingsSnapshot;
}

/**
 * Every setting as stored, in one read. A key missing from the table, or whose stored value no
 * longer fits its definition (an edit by hand), reads as its default rather than as a guess.
 */
export async function readSnapshot(db: Knex): Promise<SettingsSnapshot> {
  const snapshot = defaultSnapshot();
  const values = snapshot as unknown as Record<string, Record<string, unknown>>;
  for (const { category, key, value } of await createSettingsRepository(db).findAll()) {
    const definition = settingDefinition(category, key);
    if (definition && checkSettingValue(definition, value) === null) (values[category] ?? {})[key] = value;
  }
  return snapshot;
}
