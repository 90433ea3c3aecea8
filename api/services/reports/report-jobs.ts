import type { FastifyBaseLogger } from 'fastify';
import type { ReportType } from '../../../domain/enums.ts';
import type { Store } from '../../repositories/store.ts';
import { renderPdfInThread } from './render-in-thread.ts';
import { renderCsv } from './render-report.ts';
import type { ReportFiles } from './report-files.ts';
import { periodOfWindow } from './report-period.ts';
import { reportTables } from './report-tables.ts';
import type { ReportParameters } from './reports.ts';
import { templateOf } from './templates.ts';

/** What the report jobs need, in the API process (inline runner) or `npm run worker`. */
export interface ReportJobContext {
  store: Store;
  reports: ReportFiles;
  log: FastifyBaseLogger;
  /** The server's own mode (serverLivemode): a report counts that mode's payments and calls only. */
  livemode: boolean;
}

/** Generated files and their rows are kept this long, then swept (hourly job). */
export const REPORT_RETENTION_DAYS = 30;

/**
 * The rendering job: claims the row (queued → running), reads the period's figures, writes
 * the PDF or CSV under DATA_DIR/reports and marks the row ready with its size. A failure
 * throws for graphile-worker's retry; the last try marks the row failed with the cause.
 */
export async function renderReportJob(
  ctx: ReportJobContext,
  reportId: string,
  run: { attempt: number; maxAttempts: number },
  now: Date = new Date(),
): Promise<void> {
  const reports = ctx.store.reports;
  const report = await reports.claim(reportId);
  if (!report) return;
  try {
    const template = templateOf(report.type as ReportType);
    const parameters = report.parameters as ReportParameters;
    const period = periodOfWindow(report.periodStart, report.periodEnd);
    // A period's figures may take longer than a request's statement timeout allows.
    const tables = await ctx.store.longStatements((tx) => reportTables(tx, ctx.livemode, template, period, now));
    const input = { template, period, tables, generatedAt: now };
    const fileName = `${template.type}-${period.fromDay}-${period.toDay}-${report.id}.${parameters.format}`;
    const bytes = parameters.format === 'csv' ? renderCsv(input) : await renderPdfInThread(input);
    const size = await ctx.reports.write(fileName, bytes);
    await reports.markReady(report.id, fileName, size);
  } catch (error) {
    if (run.attempt < run.maxAttempts) throw error;
    ctx.log.error({ err: error, reportId }, 'report could not be generated');
    await reports.markFailed(reportId, error instanceof Error ? error.message.slice(0, 500) : 'unknown error');
  }
}

/** The hourly sweep: reports older than the retention go, file first, then the row. */
export async function sweepOldReports(ctx: ReportJobContext, now: Date = new Date(), batch = 500): Promise<number> {
  const reports = ctx.store.reports;
  const cutoff = new Date(now.getTime() - REPORT_RETENTION_DAYS * 86_400_000);
  const old = await reports.listOlderThan(cutoff, batch);
  for (const report of old) {
    if (report.fileName) await ctx.reports.remove(report.fileName);
    await reports.delete(report.id);
  }
  return old.length;
}
