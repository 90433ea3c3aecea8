import Type from 'typebox';
import { EXPORT_FORMATS } from '../../domain/data-export.ts';
import { INSTITUTION_STATUS_FILTERS } from './admin-institutions.ts';
import { USER_STATUS_FILTERS } from './admin-users.ts';
import { CalendarDate } from './calendar-date.ts';
import {
  PaymentStatusSchema,
  PaymentTypeSchema,
  ProviderCodeSchema,
  RoleSchema,
  SystemLogLevelSchema,
} from './enums.ts';
import { literalUnion } from './literal-union.ts';

/** Issue 16's server side for the back office: system health, system logs, CSV exports. */

const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
const SERVICE_STATUSES = ['up', 'degraded', 'down'] as const;
const HEALTH_REASONS = [
  'database_unreachable',
  'database_slow',
  'api_unreachable',
  'api_slow',
  'cpu_high',
  'memory_high',
  'memory_critical',
  'disk_high',
  'disk_critical',
  'provider_unavailable',
  'uptime_low',
] as const;

const Milliseconds = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const Bytes = Type.Object({ used: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) });
const RoundTrip = Type.Object({ status: literalUnion(SERVICE_STATUSES), responseTime: Milliseconds });

export const SystemHealthSchema = Type.Object({
  status: literalUnion(HEALTH_STATUSES),
  reasons: Type.Array(literalUnion(HEALTH_REASONS)),
  uptime: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
  database: RoundTrip,
  api: RoundTrip,
  cpu: Type.Object({ usage: Type.Number({ minimum: 0, maximum: 100 }), cores: Type.Integer({ minimum: 1 }) }),
  memory: Bytes,
  disk: Bytes,
  externalServices: Type.Array(
    Type.Object({
      provider: ProviderCodeSchema,
      name: Type.String(),
      status: literalUnion(SERVICE_STATUSES),
      responseTime: Milliseconds,
    }),
  ),
  checkedAt: Type.String({ format: 'date-time' }),
  thresholds: Type.Object({
    cpuWarningPercent: Type.Number(),
    memoryWarningPercent: Type.Number(),
    memoryCriticalPercent: Type.Number(),
    diskWarningPercent: Type.Number(),
    diskCriticalPercent: Type.Number(),
    databaseWarningMs: Type.Number(),
    apiWarningMs: Type.Number(),
    uptimeWarningPercent: Type.Number(),
  }),
});

export const SystemLogQuerySchema = Type.Object(
  {
    level: Type.Optional(SystemLogLevelSchema),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(CalendarDate('First Douala day included')),
    to: Type.Optional(CalendarDate('Last Douala day included')),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

export const SystemLogPageSchema = Type.Object({
  logs: Type.Array(
    Type.Object({
      id: Type.String(),
      level: SystemLogLevelSchema,
      message: Type.String(),
      requestId: Type.Union([Type.String(), Type.Null()]),
      route: Type.Union([Type.String(), Type.Null()]),
      statusCode: Type.Union([Type.Integer(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  total: Type.Integer(),
});

/** Every export's file format (CSV unless asked) and period (issue 30 item 4). */
export const ExportFormatSchema = literalUnion(EXPORT_FORMATS, { default: 'csv' });

/** The period (Douala days, both included) of the rows' `when` column, and the file format. */
function exportFileOptions(when: string) {
  return {
    from: Type.Optional(CalendarDate(`First Douala day included (rows ${when} on or after it)`)),
    to: Type.Optional(CalendarDate(`Last Douala day included (rows ${when} on or before it)`)),
    format: ExportFormatSchema,
  };
}

/** The Users list's own filters (GET /api/admin/users), plus the dashboard's role. */
export const UserExportQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: literalUnion(USER_STATUS_FILTERS, { default: 'all' }),
    role: Type.Optional(RoleSchema),
    ...exportFileOptions('created'),
  },
  { additionalProperties: false },
);

/** The Institutions list's own filters (GET /api/admin/institutions). */
export const InstitutionExportQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: literalUnion(INSTITUTION_STATUS_FILTERS, { default: 'all' }),
    ...exportFileOptions('submitted'),
  },
  { additionalProperties: false },
);

/** The Transactions list's search (GET /api/admin/transactions) and the payments list's filters. */
export const TransactionExportQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(PaymentStatusSchema),
    type: Type.Optional(PaymentTypeSchema),
    provider: Type.Optional(ProviderCodeSchema),
    ...exportFileOptions('created'),
  },
  { additionalProperties: false },
);
