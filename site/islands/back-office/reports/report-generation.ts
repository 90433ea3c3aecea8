import { type Report, type ReportRequest, refreshGeneratedReports, reportActions } from './reports-api.ts';

/** How often a queued report's status is asked for, and for how long before the screen stops waiting. */
export const REPORT_POLL_MS = 1000;
export const REPORT_WAIT_MS = 120_000;

export type GenerationOutcome =
  | { kind: 'ready'; report: Report }
  | { kind: 'failed'; report: Report }
  | { kind: 'waiting'; report: Report };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `POST /api/admin/reports/generate`, then the report's status until the job has made the file
 * (`ready`, with a fresh signed link) or given up (`failed`); past `REPORT_WAIT_MS` the report is
 * left to the job ("waiting") and shows up in the generated files when done. A refused request
 * throws the `ApiError`.
 */
export async function generateAndWait(request: ReportRequest, waitMs = REPORT_WAIT_MS): Promise<GenerationOutcome> {
  const { report: queued } = await reportActions.generate(request);
  refreshGeneratedReports();
  const giveUpAt = Date.now() + waitMs;
  let report = queued;
  while (report.status === 'queued' || report.status === 'running') {
    if (Date.now() >= giveUpAt) return { kind: 'waiting', report };
    await pause(REPORT_POLL_MS);
    report = await reportActions.status(report.id);
  }
  refreshGeneratedReports();
  return report.status === 'ready' ? { kind: 'ready', report } : { kind: 'failed', report };
}

/**
 * Opens the signed link in a new tab (a downloadUrl in the answer opens in a new
 * tab). The link is same-site and also needs the staff session cookie; the new tab is cut
 * from this one (`opener = null`). False when the browser blocked the tab: the wait for the job
 * can outlast the click's user activation.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
