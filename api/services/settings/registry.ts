import { isStorableText } from '../../schemas/text.ts';

/**
 * Every setting the platform knows, in one place: its category and key, type, bounds and
 * default (its description, in both languages, is `setting.<category>.<key>` in
 * i18n/{en,fr}/setting-descriptions.ts, read by setting-texts.ts). The reference seed
 * (db/seeds/reference/10-settings.ts) writes these defaults, the settings service validates
 * every change against these types, and readers (security-settings.ts, settings-snapshot.ts) fall
 * back to these defaults; nobody else spells a default.
 */

export type SettingDefinition =
  | { type: 'boolean'; default: boolean }
  | { type: 'integer'; default: number; min: number; max: number }
  | { type: 'number'; default: number; min: number; max: number }
  | { type: 'string'; default: string; maxLength: number; pattern?: string }
  | { type: 'enum'; default: string; values: readonly string[] };

export type SettingValue = boolean | number | string;

export const SETTINGS_REGISTRY = {
  general: {
    platform_name: {
      type: 'string',
      default: 'CEMAC Open Banking',
      maxLength: 100,
    },
    support_email: {
      type: 'string',
      default: 'support@openbanking.cm',
      maxLength: 254,
      pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    },
    support_whatsapp: {
      type: 'string',
      default: '237650000000',
      maxLength: 12,
      pattern: '^237[0-9]{9}$',
    },
    maintenance_mode: {
      type: 'boolean',
      default: false,
    },
  },
  security: {
    session_ttl_minutes: {
      type: 'integer',
      default: 60,
      min: 5,
      max: 1440,
    },
    login_max_failures: {
      type: 'integer',
      default: 5,
      min: 1,
      max: 20,
    },
    login_lock_minutes: {
      type: 'integer',
      default: 15,
      min: 1,
      max: 1440,
    },
  },
  payments: {
    mobile_money_min_amount: {
      type: 'integer',
      default: 100,
      min: 1,
      max: 1_000_000,
    },
    bank_to_mobile_min_amount: {
      type: 'integer',
      default: 1000,
      min: 1,
      max: 1_000_000,
    },
    business_authorization_threshold: {
      type: 'integer',
      default: 1_000_000,
      min: 1,
      max: 1_000_000_000_000,
    },
    default_currency: {
      type: 'enum',
      default: 'XAF',
      values: ['XAF'],
    },
  },
  fees: {
    mobile_money_fee_percent: {
      type: 'number',
      default: 1.5,
      min: 0,
      max: 10,
    },
    interbank_fee_percent: {
      type: 'number',
      default: 0.5,
      min: 0,
      max: 10,
    },
  },
  feature_flags: {
    mobile_money_payments: {
      type: 'boolean',
      default: true,
    },
    interbank_transfers: {
      type: 'boolean',
      default: true,
    },
    api_rate_limiting: {
      type: 'boolean',
      default: true,
    },
    advanced_analytics: {
      type: 'boolean',
      default: false,
    },
    webhook_notifications: {
      type: 'boolean',
      default: true,
    },
  },
} as const satisfies Record<string, Record<string, SettingDefinition>>;

export type SettingCategory = keyof typeof SETTINGS_REGISTRY;
export type SettingKey<C extends SettingCategory> = keyof (typeof SETTINGS_REGISTRY)[C] & string;

export const SETTING_CATEGORIES = Object.keys(SETTINGS_REGISTRY) as SettingCategory[];

export function isSettingCategory(value: string): value is SettingCategory {
  return Object.hasOwn(SETTINGS_REGISTRY, value);
}

/** The definition of one key, or undefined when the registry does not know it. */
export function settingDefinition(category: string, key: string): SettingDefinition | undefined {
  if (!isSettingCategory(category)) return undefined;
  const entries: Record<string, SettingDefinition> = SETTINGS_REGISTRY[category];
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/** Each category's keys with their definitions, for loops that need no literal types. */
export function definitionsOf(category: SettingCategory): [string, SettingDefinition][] {
  return Object.entries(SETTINGS_REGISTRY[category] as Record<string, SettingDefinition>);
}

/** The default of a known key (typed by its category and key). */
export function settingDefault<C extends SettingCategory, K extends SettingKey<C>>(
  category: C,
  key: K,
): (typeof SETTINGS_REGISTRY)[C][K] extends { default: infer D } ? D : never {
  return (SETTINGS_REGISTRY[category] as Record<string, SettingDefinition>)[key]?.default as never;
}

/**
 * Why a value does not fit its definition, or null when it does. The reasons are the keys of
 * SETTINGS_MESSAGES; the service turns them into field errors.
 */
export type ValueProblem =
  | { problem: 'notBoolean' | 'notInteger' | 'notNumber' | 'notString' }
  | { problem: 'tooSmall'; limit: number }
  | { problem: 'tooLarge'; limit: number }
  | { problem: 'tooLong'; limit: number }
  | { problem: 'badFormat' }
  | { problem: 'notAllowed'; values: readonly string[] };

export function checkSettingValue(definition: SettingDefinition, value: unknown): ValueProblem | null {
  switch (definition.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : { problem: 'notBoolean' };
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { problem: definition.type === 'integer' ? 'notInteger' : 'notNumber' };
      }
      if (definition.type === 'integer' && !Number.isInteger(value)) return { problem: 'notInteger' };
      if (value < definition.min) return { problem: 'tooSmall', limit: definition.min };
      if (value > definition.max) return { problem: 'tooLarge', limit: definition.max };
      return null;
    }
    case 'string':
      if (typeof value !== 'string') return { problem: 'notString' };
      // The value is stored as jsonb, which refuses NUL and lone surrogates.
      if (!isStorableText(value)) return { problem: 'badFormat' };
      if (value.length > definition.maxLength) return { problem: 'tooLong', limit: definition.maxLength };
      if (definition.pattern && !new RegExp(definition.pattern).test(value)) return { problem: 'badFormat' };
      return null;
    case 'enum':
      return typeof value === 'string' && definition.values.includes(value)
        ? null
        : { problem: 'notAllowed', values: definition.values };
  }
}
