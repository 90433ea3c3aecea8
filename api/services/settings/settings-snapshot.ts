import type { Store } from '../../repositories/store.ts';
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

/** A stored value, or the default when the key is unknown or its value no longer fits (an edit by hand). */
function keepIfValid(target: Record<string, unknown>, category: string, key: string, value: unknown): void {
  const definition = settingDefinition(category, key);
  if (definition && checkSettingValue(definition, value) === null) target[key] = value;
}

/**
 * Every setting as stored, in one read. A key missing from the table, or whose stored value no
 * longer fits its definition (an edit by hand), reads as its default rather than as a guess.
 */
export async function readSnapshot(store: Store): Promise<SettingsSnapshot> {
  const snapshot = defaultSnapshot();
  const values = snapshot as unknown as Record<string, Record<string, unknown>>;
  for (const { category, key, value } of await store.settings.findAll()) {
    if (values[category]) keepIfValid(values[category], category, key, value);
  }
  return snapshot;
}

/** One category, by the same rule, for a reader that needs no other (a settlement's fee schedule). */
export async function readCategory<C extends SettingCategory>(store: Store, category: C): Promise<SettingsSnapshot[C]> {
  const values = defaultSnapshot()[category] as Record<string, unknown>;
  const keys = definitionsOf(category).map(([key]) => key);
  for (const [key, value] of await store.settings.findValues(category, keys)) {
    keepIfValid(values, category, key, value);
  }
  return values as SettingsSnapshot[C];
}
