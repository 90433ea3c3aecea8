import { type Report, type ReportRequest, refreshGeneratedReports, reportActions } from './reports-api.ts';

/** How often a queued report's status is asked for, and for how long before the screen stops waiting. */
export const REPORT_POLL_MS = 1000;
export const REPORT_WAIT_MS = 120_000;

export type GenerationOutcome =
  | { kind: 'ready'; report: Report }
  | { kind: 'failed'; report: Report }
  | { kind: 'waiting'; report: Report }
  /** The screen went away (signed out, tab closed) before the job was done: nobody to tell. */
  | { kind: 'abandoned' };

interface WaitOptions {
  waitMs?: number;
  /** Each answer while the job runs (queued, then running), for the screen's progress line. */
  onProgress?: (report: Report) => void;
  /** Aborted when the screen unmounts: the wait stops asking at once. */
  signal?: AbortSignal;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `POST /api/admin/reports/generate`, then the report's status until the job has made the file
 * (`ready`, with a fresh signed link) or given up (`failed`); past `waitMs` the report is
 * left to the job ("waiting") and shows up in the generated files when done. A refused request
 * throws the `ApiError`.
 */
export async function generateAndWait(
  request: ReportRequest,
  { waitMs = REPORT_WAIT_MS, onProgress, signal }: WaitOptions = {},
): Promise<GenerationOutcome> {
  const { report: queued } = await reportActions.generate(request);
  refreshGeneratedReports();
  const giveUpAt = Date.now() + waitMs;
  let report = queued;
  while (report.status === 'queued' || report.status === 'running') {
    if (signal?.aborted) return { kind: 'abandoned' };
    onProgress?.(report);
    if (Date.now() >= giveUpAt) return { kind: 'waiting', report };
    await pause(REPORT_POLL_MS);
    if (signal?.aborted) return { kind: 'abandoned' };
    report = await reportActions.status(report.id);
  }
  refreshGeneratedReports();
  return report.status === 'ready' ? { kind: 'ready', report } : { kind: 'failed', report };
}
