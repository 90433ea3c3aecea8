import type { SettingDefinition, SettingValue } from './operations-api.ts';

/**
 * What an input's text becomes before it is sent: numbers for integer and number settings
 * (text that is no number is sent as written, so the server's own type check answers it under
 * the field), text otherwise. The server is the one judge of bounds and formats.
 */
export function settingValueFromInput(text: string, definition: Pick<SettingDefinition, 'type'>): SettingValue {
  if (definition.type !== 'integer' && definition.type !== 'number') return text;
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : text;
}

/** Feature flags come last, in their own card named by the spec; the other categories keep the server's order. */
export function orderedCategories(categories: string[]): string[] {
  return [
    ...categories.filter((name) => name !== 'feature_flags'),
    ...categories.filter((name) => name === 'feature_flags'),
  ];
}

export type FileSettings = Record<string, Record<string, unknown>>;

/** The `settings` object of an export file, or null when the file is not one. */
export function settingsOfFile(text: string): FileSettings | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const settings = (parsed as { settings?: unknown }).settings;
    if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return null;
    return settings as FileSettings;
  } catch {
    return null;
  }
}
