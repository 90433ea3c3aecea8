import Type from 'typebox';
import { UuidParam } from './admin.ts';
import { ExportFormatSchema } from './admin-operations.ts';
import { CalendarDate } from './calendar-date.ts';
import { AuditActionSchema, AuditResourceSchema } from './enums.ts';

export const AuditRowSchema = Type.Object(
  {
    id: UuidParam,
    action: AuditActionSchema,
    resource: AuditResourceSchema,
    resourceId: Type.Union([Type.String(), Type.Null()]),
    userId: Type.Union([UuidParam, Type.Null()]),
    userEmail: Type.Union([Type.String(), Type.Null()]),
    ipAddress: Type.Union([Type.String(), Type.Null()]),
    success: Type.Boolean(),
    details: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'AuditRow' },
);

const filters = {
  action: Type.Optional(AuditActionSchema),
  resource: Type.Optional(AuditResourceSchema),
  startDate: Type.Optional(CalendarDate('First Douala day included')),
  endDate: Type.Optional(CalendarDate('Last Douala day included')),
  userId: Type.Optional(UuidParam),
};

export const AuditQuerySchema = Type.Object(
  {
    ...filters,
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

export const AuditExportQuerySchema = Type.Object(
  { ...filters, format: ExportFormatSchema },
  { additionalProperties: false },
);

export const AuditPageSchema = Type.Object({
  data: Type.Object({ logs: Type.Array(Type.Ref('AuditRow')), total: Type.Integer() }),
});
