import { describe, expect, it } from 'vitest';
import { SECURITY_DEFAULTS } from '../../../api/services/identity/security-settings.ts';
import {
  checkSettingValue,
  definitionsOf,
  SETTING_CATEGORIES,
  settingDefinition,
} from '../../../api/services/settings/registry.ts';
import { settingTexts } from '../../../api/services/settings/setting-texts.ts';
import { seed } from '../../../db/seeds/reference/10-settings.ts';

describe('settings registry', () => {
  it('gives every setting a default that passes its own check, and a French description', () => {
    for (const category of SETTING_CATEGORIES) {
      for (const [key, definition] of definitionsOf(category)) {
        expect(checkSettingValue(definition, definition.default), `${category}.${key}`).toBeNull();
        expect(settingTexts(category, key).descriptionFr.length, `${category}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('is where the seed and the sign-in rules take their defaults from', async () => {
    const inserted: { category: string; key: string; value: string }[] = [];
    const fakeKnex = () => ({
      insert: (rows: typeof inserted) => {
        inserted.push(...rows);
        return { onConflict: () => ({ ignore: async () => {} }) };
      },
    });
    await seed(fakeKnex as never);
    for (const row of inserted) {
      expect(JSON.parse(row.value)).toEqual(settingDefinition(row.category, row.key)?.default);
    }
    expect(inserted).toHaveLength(SETTING_CATEGORIES.flatMap((category) => definitionsOf(category)).length);
    expect(SECURITY_DEFAULTS).toEqual({ sessionTtlMinutes: 60, loginMaxFailures: 5, loginLockMinutes: 15 });
  });

  it('refuses values of the wrong type, out of bounds or not storable', () => {
    const ttl = settingDefinition('security', 'session_ttl_minutes');
    const name = settingDefinition('general', 'platform_name');
    if (!ttl || !name) throw new Error('registry lost a key');
    expect(checkSettingValue(ttl, 60)).toBeNull();
    expect(checkSettingValue(ttl, 4)).toEqual({ problem: 'tooSmall', limit: 5 });
    expect(checkSettingValue(ttl, 1441)).toEqual({ problem: 'tooLarge', limit: 1440 });
    expect(checkSettingValue(ttl, 60.5)).toEqual({ problem: 'notInteger' });
    expect(checkSettingValue(ttl, '60')).toEqual({ problem: 'notInteger' });
    expect(checkSettingValue(name, 'a\u0000b')).toEqual({ problem: 'badFormat' });
    expect(settingDefinition('general', 'toString')).toBeUndefined();
    expect(settingDefinition('__proto__', 'x')).toBeUndefined();
  });
});
