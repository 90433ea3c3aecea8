import Type from 'typebox';
import { literalUnion } from './literal-union.ts';

/** The settings endpoints' shapes (issue 16; the registry is api/services/settings/registry.ts). */

export const SettingValueSchema = Type.Union([Type.Boolean(), Type.Number(), Type.String()], {
  $id: 'SettingValue',
  description: 'A setting value: its type is the definition’s',
});

const CategoryValues = Type.Record(Type.String(), Type.Ref('SettingValue'));
const AllValues = Type.Record(Type.String(), CategoryValues, {
  description: 'Every category, each key with its value',
  examples: [{ feature_flags: { mobile_money_payments: true, advanced_analytics: false } }],
});

export const SETTING_TYPES = ['boolean', 'integer', 'number', 'string', 'enum'] as const;

export const SettingDefinitionSchema = Type.Object(
  {
    type: literalUnion(SETTING_TYPES),
    description: Type.String(),
    descriptionFr: Type.String(),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    maxLength: Type.Optional(Type.Integer()),
    pattern: Type.Optional(Type.String()),
    values: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'SettingDefinition' },
);

export const SettingsCategoriesSchema = Type.Object({
  data: Type.Object({
    settings: AllValues,
    definitions: Type.Record(Type.String(), Type.Record(Type.String(), Type.Ref('SettingDefinition'))),
  }),
});

export const SettingsCategoryParamsSchema = Type.Object(
  { category: Type.String({ minLength: 1, maxLength: 64, examples: ['feature_flags'] }) },
  { additionalProperties: false },
);

/** Values are checked against the registry by the service, so each bad key is its own field error. */
export const SettingsUpdateSchema = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
  maxProperties: 100,
  description: 'The keys to change and their new values',
  examples: [{ mobile_money_payments: false }],
});

export const SettingsCategoryUpdatedSchema = Type.Object({
  data: Type.Object({ settings: CategoryValues }),
});

export const SettingsExportSchema = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  settings: AllValues,
});

export const SettingsImportSchema = Type.Object(
  {
    settings: Type.Record(
      Type.String({ maxLength: 64 }),
      Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 100 }),
      { maxProperties: 50, description: 'A settings export: category → key → value' },
    ),
    dryRun: Type.Optional(Type.Boolean({ description: 'List the changes without applying them' })),
  },
  { additionalProperties: false },
);

export const SettingsImportResultSchema = Type.Object({
  changes: Type.Array(
    Type.Object({
      category: Type.String(),
      key: Type.String(),
      from: Type.Ref('SettingValue'),
      to: Type.Ref('SettingValue'),
    }),
  ),
  applied: Type.Boolean({ description: 'Whether the changes were written (false for a dry run)' }),
});

export const PublicFeaturesSchema = Type.Object({
  mobileMoneyPayments: Type.Boolean(),
  interbankTransfers: Type.Boolean(),
  advancedAnalytics: Type.Boolean(),
  maintenanceMode: Type.Boolean({ description: 'New payments refused (503 maintenance_mode) while on' }),
  minimumAmounts: Type.Object({
    mobileMoney: Type.Integer({ description: 'Smallest mobile money charge, wallet-to-wallet or staff payment, XAF' }),
    bankToMobile: Type.Integer({ description: 'Smallest bank-to-mobile transfer, XAF' }),
  }),
});
