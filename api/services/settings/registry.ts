import { isStorableText } from '../../schemas/text.ts';

/**
 * Every setting the platform knows, in one place: its category and key, type, bounds, default
 * and description (English and French, for the admin Settings tab). The reference seed
 * (db/seeds/reference/10-settings.ts) writes these defaults, the settings service validates
 * every change against these types, and readers (security-settings.ts, settings-snapshot.ts) fall
 * back to these defaults; nobody else spells a default.
 */

interface Described {
  description: string;
  descriptionFr: string;
}

export type SettingDefinition = Described &
  (
    | { type: 'boolean'; default: boolean }
    | { type: 'integer'; default: number; min: number; max: number }
    | { type: 'number'; default: number; min: number; max: number }
    | { type: 'string'; default: string; maxLength: number; pattern?: string }
    | { type: 'enum'; default: string; values: readonly string[] }
  );

export type SettingValue = boolean | number | string;

export const SETTINGS_REGISTRY = {
  general: {
    platform_name: {
      type: 'string',
      default: 'CEMAC Open Banking',
      maxLength: 100,
      description: 'Name shown in e-mails and reports',
      descriptionFr: 'Nom affiché dans les e-mails et les rapports',
    },
    support_email: {
      type: 'string',
      default: 'support@openbanking.cm',
      maxLength: 254,
      pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      description: 'Address customers and developers write to',
      descriptionFr: 'Adresse à laquelle écrivent les clients et les développeurs',
    },
    support_whatsapp: {
      type: 'string',
      default: '237650000000',
      maxLength: 12,
      pattern: '^237[0-9]{9}$',
      description: 'WhatsApp number behind the floating support button',
      descriptionFr: "Numéro WhatsApp derrière le bouton d'assistance flottant",
    },
    maintenance_mode: {
      type: 'boolean',
      default: false,
      description: 'Refuse new payments (503 maintenance_mode) while keeping reads available',
      descriptionFr: 'Refuser les nouveaux paiements (503 maintenance_mode) en laissant les consultations disponibles',
    },
  },
  security: {
    session_ttl_minutes: {
      type: 'integer',
      default: 60,
      min: 5,
      max: 1440,
      description: 'Lifetime of a customer or staff session',
      descriptionFr: "Durée de vie d'une session client ou personnel",
    },
    login_max_failures: {
      type: 'integer',
      default: 5,
      min: 1,
      max: 20,
      description: 'Failed sign-ins before an account is locked',
      descriptionFr: 'Connexions échouées avant le verrouillage du compte',
    },
    login_lock_minutes: {
      type: 'integer',
      default: 15,
      min: 1,
      max: 1440,
      description: 'How long a locked account stays locked',
      descriptionFr: 'Durée du verrouillage d’un compte',
    },
  },
  payments: {
    mobile_money_min_amount: {
      type: 'integer',
      default: 100,
      min: 1,
      max: 1_000_000,
      description: 'Smallest mobile money charge, wallet-to-wallet transfer or staff payment, in XAF',
      descriptionFr:
        'Plus petit encaissement mobile money, virement de portefeuille à portefeuille ou paiement du personnel, en XAF',
    },
    bank_to_mobile_min_amount: {
      type: 'integer',
      default: 1000,
      min: 1,
      max: 1_000_000,
      description: 'Smallest bank-to-mobile transfer, in XAF',
      descriptionFr: 'Plus petit virement de la banque vers le mobile, en XAF',
    },
    business_authorization_threshold: {
      type: 'integer',
      default: 1_000_000,
      min: 1,
      max: 1_000_000_000_000,
      description:
        'Public API payments from a business account above this amount, in XAF, wait for a second approval (payments:authorize)',
      descriptionFr:
        "Les paiements de l'API publique depuis un compte professionnel au-delà de ce montant, en XAF, attendent une seconde approbation (payments:authorize)",
    },
    default_currency: {
      type: 'enum',
      default: 'XAF',
      values: ['XAF'],
      description: 'Currency of every account and payment',
      descriptionFr: 'Devise de chaque compte et de chaque paiement',
    },
  },
  fees: {
    mobile_money_fee_percent: {
      type: 'number',
      default: 1.5,
      min: 0,
      max: 10,
      description: 'Platform fee on each successful mobile money payment, in % of its amount',
      descriptionFr: 'Frais de la plateforme sur chaque paiement mobile money réussi, en % du montant',
    },
    interbank_fee_percent: {
      type: 'number',
      default: 0.5,
      min: 0,
      max: 10,
      description: 'Platform fee on each successful GIMAC transfer, in % of its amount',
      descriptionFr: 'Frais de la plateforme sur chaque virement GIMAC réussi, en % du montant',
    },
  },
  feature_flags: {
    mobile_money_payments: {
      type: 'boolean',
      default: true,
      description: 'Mobile money charges through MTN and Orange',
      descriptionFr: 'Encaissements mobile money via MTN et Orange',
    },
    interbank_transfers: {
      type: 'boolean',
      default: true,
      description: 'GIMAC interbank and bank-to-mobile transfers',
      descriptionFr: 'Virements interbancaires GIMAC et de la banque vers le mobile',
    },
    api_rate_limiting: {
      type: 'boolean',
      default: true,
      description: 'Per-key hourly and daily limits',
      descriptionFr: 'Limites horaires et journalières par clé',
    },
    advanced_analytics: {
      type: 'boolean',
      default: false,
      description: 'Extended analytics dashboards',
      descriptionFr: "Tableaux de bord d'analyse étendus",
    },
    webhook_notifications: {
      type: 'boolean',
      default: true,
      description: 'Deliver payment events to developer webhooks',
      descriptionFr: 'Envoyer les événements de paiement aux webhooks des développeurs',
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
