import Type from 'typebox';
import { RECONCILIATION_STATUSES } from '../../domain/enums.ts';
import { DATE_RANGE_TEXT } from './calendar-date.ts';
import { ProviderCodeSchema } from './enums.ts';
import { literalUnion } from './literal-union.ts';

const literals = <const T extends readonly string[]>(values: T) => literalUnion(values);
const Provider = ProviderCodeSchema;
const Amount = Type.Union([Type.Integer(), Type.Null()]);

export const GenerateReconciliationSchema = Type.Object(
  {
    date: Type.String({
      minLength: 10,
      maxLength: 40,
      description: `The Douala day to reconcile: YYYY-MM-DD, or an ISO 8601 timestamp within that day; ${DATE_RANGE_TEXT}`,
      examples: ['2026-11-22T09:30:00.000Z'],
    }),
  },
  { additionalProperties: false },
);

export const ReconciliationCsvQuerySchema = Type.Object(
  {
    date: Type.String({
      minLength: 10,
      maxLength: 40,
      description: `The Douala day: YYYY-MM-DD or an ISO 8601 timestamp; ${DATE_RANGE_TEXT}`,
      examples: ['2026-11-22'],
    }),
  },
  { additionalProperties: false },
);

export const ReconciliationReportSchema = Type.Object({
  data: Type.Object({
    date: Type.String({ examples: ['2026-11-22'] }),
    generated_at: Type.String({ format: 'date-time' }),
    summary: Type.Object({
      matched: Type.Integer(),
      missing: Type.Integer({ description: 'missing_at_provider plus missing_in_platform' }),
      mismatched: Type.Integer({ description: 'amount_mismatch plus not_posted' }),
      total_payments: Type.Integer({ description: 'Successful platform attempts in the report' }),
      total_ledger_amount: Type.Integer({ description: 'What the ledger posted for them, XAF' }),
      total_provider_amount: Type.Integer({ description: 'What the providers settled that day, XAF' }),
    }),
    providers: Type.Array(
      Type.Object({ provider: Provider, matched: Type.Integer(), missing: Type.Integer(), mismatched: Type.Integer() }),
    ),
    items: Type.Array(
      Type.Object({
        reference: Type.String(),
        provider: Provider,
        status: literals(RECONCILIATION_STATUSES),
        platform_amount: Amount,
        provider_amount: Amount,
        detail: Type.String(),
        detail_reason: Type.String({ description: 'What the detail says, stable across wordings (recon_matched…)' }),
        detail_params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
          description: 'The values in the detail',
        }),
      }),
    ),
    download_url: Type.String({ examples: ['/api/v1/reconciliation/report.csv?date=2026-11-22'] }),
  }),
});

export const ProviderHealthListSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      provider: Provider,
      name: Type.String(),
      status: literals(['up', 'degraded', 'down'] as const),
      environment: Type.String(),
      message: Type.String(),
      services: Type.Array(Type.String()),
      service_codes: Type.Array(Type.String(), {
        description: 'Stable codes of the services, in the order of services (BANK_TO_WALLET, REQUEST_TO_PAY…)',
      }),
      latency_ms: Type.Integer({ minimum: 0 }),
      checked_at: Type.String({ format: 'date-time' }),
    }),
  ),
});
