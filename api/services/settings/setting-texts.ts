import { settingDescriptions as en } from '../../../i18n/en/setting-descriptions.ts';
import { settingDescriptions as fr } from '../../../i18n/fr/setting-descriptions.ts';
import type { SettingCategory, SettingKey } from './registry.ts';

type SettingId = { [C in SettingCategory]: `setting.${C}.${SettingKey<C>}` }[SettingCategory];

// Every setting of the registry has its description in the catalogue: a new one does not compile until said.
const described: Record<SettingId, string> = en;

/** A setting's description in both languages, from the catalogues (keys the registry knows). */
export function settingTexts(category: string, key: string): { description: string; descriptionFr: string } {
  const id = `setting.${category}.${key}` as SettingId;
  return { description: described[id], descriptionFr: fr[id] };
}
