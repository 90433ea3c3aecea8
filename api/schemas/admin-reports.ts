import Type from 'typebox';
import { REPORT_FORMATS, REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES } from '../../domain/enums.ts';
import { UuidParam } from './admin.ts';
import { CalendarDate } from './calendar-date.ts';
import { literalUnion } from './literal-union.ts';

/** Issue 16's Reports: templates, generated reports with signed download links, schedules. */

const ReportTypeSchema = literalUnion(REPORT_TYPES);
const ReportFormatSchema = literalUnion(REPORT_FORMATS);
const ReportPeriodSchema = literalUnion(REPORT_PERIODS);
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const ReportTemplateListSchema = Type.Object({
  templates: Type.Array(
    Type.Object({
      type: ReportTypeSchema,
      name: Type.String(),
      nameFr: Type.String(),
      description: Type.String(),
      descriptionFr: Type.String(),
      sections: Type.Array(literalUnion(REPORT_SECTIONS)),
      formats: Type.Array(ReportFormatSchema),
      periods: Type.Array(ReportPeriodSchema),
    }),
  ),
});

/** The parameters as stored and answered (defaults filled); from/to only for a custom period. */
export const ReportParametersSchema = Type.Object({
  format: ReportFormatSchema,
  period: ReportPeriodSchema,
  from: Type.Optional(Type.String({ description: 'First Douala day included (period custom), YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ description: 'Last Douala day included (period custom), YYYY-MM-DD' })),
});

export const GenerateReportBodySchema = Type.Object(
  {
    type: ReportTypeSchema,
    parameters: Type.Object(
      {
        format: Type.Optional(ReportFormatSchema),
        period: Type.Optional(ReportPeriodSchema),
        from: Type.Optional(CalendarDate('First Douala day included (period custom)')),
        to: Type.Optional(CalendarDate('Last Douala day included (period custom)')),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ type: 'monthly_financial', parameters: { format: 'pdf', period: 'last_30_days' } }],
  },
);

export const ReportSchema = Type.Object(
  {
    id: UuidParam,
    type: ReportTypeSchema,
    status: literalUnion(['queued', 'running', 'ready', 'failed'] as const),
    parameters: ReportParametersSchema,
    periodFrom: Type.String({ description: 'First Douala day covered' }),
    periodTo: Type.String({ description: 'Last Douala day covered' }),
    requestedBy: Nullable(UuidParam),
    scheduleId: Nullable(UuidParam),
    fileName: Nullable(Type.String()),
    fileSize: Nullable(Type.Integer({ minimum: 0 })),
    error: Nullable(Type.String()),
    createdAt: DateTime,
    completedAt: Nullable(DateTime),
    downloadUrl: Type.String({ description: 'Signed link, valid one hour, that also needs a staff session' }),
  },
  { $id: 'Report' },
);

export const ReportAcceptedSchema = Type.Object({
  report: Type.Ref('Report'),
  downloadUrl: Type.String(),
});

export const ReportPageQuerySchema = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

export const ReportPageSchema = Type.Object({ reports: Type.Array(Type.Ref('Report')), total: Type.Integer() });

export const ReportOneSchema = Type.Object({ report: Type.Ref('Report') });

export const ReportDownloadQuerySchema = Type.Object(
  {
    expires: Type.Integer({ minimum: 0, maximum: 4_102_444_800, description: 'Unix seconds' }),
    signature: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const ReportScheduleSchema = Type.Object(
  {
    id: UuidParam,
    name: Type.String(),
    nameFr: Type.String(),
    type: ReportTypeSchema,
    parameters: ReportParametersSchema,
    frequency: literalUnion(['daily', 'weekly', 'monthly'] as const),
    time: Type.String({ description: 'Douala wall-clock time, HH:mm' }),
    day: Nullable(Type.Integer({ description: 'Weekly: ISO weekday (1 = Monday); monthly: day of month' })),
    timeZone: Type.Literal('Africa/Douala'),
    paused: Type.Boolean(),
    nextRunAt: DateTime,
    lastRunAt: Nullable(DateTime),
  },
  { $id: 'ReportSchedule' },
);

export const ReportScheduleListSchema = Type.Object({ schedules: Type.Array(Type.Ref('ReportSchedule')) });
export const ReportScheduleOneSchema = Type.Object({ schedule: Type.Ref('ReportSchedule') });
