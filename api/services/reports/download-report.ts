import { REPORT_MESSAGES as M } from '../../../domain/messages/reports.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import { checkLink, type LinkKey } from './download-links.ts';
import type { ReportFiles } from './report-files.ts';

export interface ReportDownload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' };

/**
 * A signed link's file (the route has already required a staff session): a link whose
 * signature does not match is 403, a genuine one past its time 410, a report still being made
 * 409 (the screen asks again), a failed one 409 with its own reason.
 */
export async function downloadReport(
  store: Store,
  files: ReportFiles,
  key: LinkKey,
  request: { id: string; expires: number; signature: string },
  now: Date = new Date(),
): Promise<ReportDownload> {
  const verdict = checkLink(key, request.id, request.expires, request.signature, now);
  if (verdict === 'invalid') throw new AppError('forbidden', M.reportLinkInvalid);
  if (verdict === 'expired') throw new AppError('gone', M.reportLinkExpired);
  const report = await store.reports.findById(request.id);
  if (!report) throw new AppError('not_found', M.reportNotFound);
  if (report.status === 'failed') throw new AppError('conflict', M.reportFailed);
  if (report.status !== 'ready' || !report.fileName) throw new AppError('conflict', M.reportNotReady);
  const bytes = await files.read(report.fileName);
  if (!bytes) throw new AppError('gone', M.reportFileMissing);
  const extension = report.fileName.split('.').pop() ?? 'pdf';
  return { fileName: report.fileName, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', bytes };
}
