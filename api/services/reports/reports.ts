import type { Static } from 'typebox';
import { REPORT_FORMATS, REPORT_PERIODS, type ReportType } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { REPORT_MESSAGES as M } from '../../../domain/messages/reports.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { StoredReport } from '../../repositories/reports-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  GenerateReportBodySchema,
  ReportParametersSchema,
  ReportSchema,
  ReportTemplateListSchema,
} from '../../schemas/admin-reports.ts';
import { iso } from '../admin/iso.ts';
import type { StaffActor } from '../admin/users.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { downloadLink, type LinkKey } from './download-links.ts';
import { RENDER_MAX_ATTEMPTS, REPORT_JOBS } from './report-jobs-names.ts';
import { periodOfWindow, resolvePeriod } from './report-period.ts';
import { templateTexts } from './template-texts.ts';
import { REPORT_TEMPLATES } from './templates.ts';

export type ReportParameters = Static<typeof ReportParametersSchema>;
export type ReportView = Static<typeof ReportSchema>;

/** A report covers at most this many days (a year and a day: a leap year's custom range). */
export const MAX_PERIOD_DAYS = 366;

export function listTemplates(): Static<typeof ReportTemplateListSchema> {
  return {
    templates: REPORT_TEMPLATES.map((template) => ({
      ...template,
      ...templateTexts(template.type),
      sections: [...template.sections],
      formats: [...REPORT_FORMATS],
      periods: [...REPORT_PERIODS],
    })),
  };
}

/** The parameters as stored: defaults filled (pdf, last 30 days), from/to kept for custom periods only. */
export function normaliseParameters(input: Static<typeof GenerateReportBodySchema>['parameters']): ReportParameters {
  const period = input.period ?? 'last_30_days';
  const format = input.format ?? 'pdf';
  if (period !== 'custom') return { format, period };
  const missing = (['from', 'to'] as const).filter((field) => !input[field]);
  if (missing.length > 0) {
    throw validationError(missing.map((field) => detail(`parameters.${field}`, M.reportPeriodRangeRequired)));
  }
  const from = input.from as string;
  const to = input.to as string;
  if (from > to) throw validationError([detail('parameters.from', M.reportPeriodReversed)]);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > MAX_PERIOD_DAYS) {
    throw validationError([detail('parameters.to', fill(M.reportPeriodTooLong, { days: MAX_PERIOD_DAYS }))]);
  }
  return { format, period, from, to };
}

export function toReportView(report: StoredReport, key: LinkKey, now: Date = new Date()): ReportView {
  const period = periodOfWindow(report.periodStart, report.periodEnd);
  return {
    id: report.id,
    type: report.type as ReportType,
    status: report.status,
    parameters: report.parameters as ReportParameters,
    periodFrom: period.fromDay,
    periodTo: period.toDay,
    requestedBy: report.requestedBy,
    scheduleId: report.scheduleId,
    fileName: report.fileName,
    fileSize: report.fileSize,
    error: report.error,
    createdAt: iso(report.createdAt),
    completedAt: iso(report.completedAt),
    downloadUrl: downloadLink(key, report.id, now),
  };
}

/**
 * Writes a queued report and its rendering job on the caller's transaction: the job exists
 * exactly when the report row commits. The caller nudges the runners after commit.
 */
export async function queueReport(
  tx: Store,
  request: { type: ReportType; parameters: ReportParameters; requestedBy: string | null; scheduleId: string | null },
  now: Date,
): Promise<StoredReport> {
  const period = resolvePeriod(request.parameters.period, now, request.parameters);
  const report = await tx.reports.insert({
    type: request.type,
    parameters: request.parameters,
    requestedBy: request.requestedBy,
    scheduleId: request.scheduleId,
    periodStart: period.start,
    periodEnd: period.end,
  });
  await tx.paymentJobs.add({
    task: REPORT_JOBS.render,
    payload: { reportId: report.id },
    runAfterSeconds: 0,
    maxAttempts: RENDER_MAX_ATTEMPTS,
    jobKey: null,
  });
  return report;
}

/** `POST /api/admin/reports/generate`: the report row, its job and the audit entry, one transaction. */
export async function generateReport(
  store: Store,
  actor: StaffActor,
  body: Static<typeof GenerateReportBodySchema>,
  key: LinkKey,
  now: Date = new Date(),
): Promise<ReportView> {
  const parameters = normaliseParameters(body.parameters);
  const report = await store.transaction(async (tx) => {
    const queued = await queueReport(
      tx,
      { type: body.type, parameters, requestedBy: actor.userId, scheduleId: null },
      now,
    );
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'report',
      resourceId: queued.id,
      details: { type: body.type, ...parameters },
    });
    return queued;
  });
  store.paymentJobs.nudgeRunners();
  return toReportView(report, key, now);
}

export async function listReports(
  store: Store,
  query: { limit: number; offset: number },
  key: LinkKey,
): Promise<{ reports: ReportView[]; total: number }> {
  const { rows, total } = await store.reports.page(query.limit, query.offset);
  const now = new Date();
  return { reports: rows.map((row) => toReportView(row, key, now)), total };
}

export async function getReport(store: Store, id: string, key: LinkKey): Promise<ReportView> {
  const report = await store.reports.findById(id);
  if (!report) throw new AppError('not_found', M.reportNotFound);
  return toReportView(report, key);
}
