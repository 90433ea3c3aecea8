import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { $signingOut } from '../../../stores/current-user.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import type { ReportsT } from './messages.ts';
import { generateAndWait } from './report-generation.ts';
import type { Report, ReportRequest, ReportType } from './reports-api.ts';
import { useTemplateNames } from './use-template-names.ts';

/** Where one type's latest generation stands, for its progress line (ReportProgress). */
export type ReportProgressState =
  | { phase: 'queued' | 'running'; report: Report | null }
  | { phase: 'ready'; report: Report }
  | { phase: 'failed'; message: string }
  | { phase: 'waiting' };

/**
 * Generate a report the way every screen does (the /admin Reports tab, the dashboard's Audit
 * and Analytics tabs): queue it, wait for the job while its progress shows in place, then a
 * download link beside the button (no new tab: the wait outlasts the click, so a popup blocker
 * would stop it), with the toasts ("Report Generated"; "Report Generation Failed"). `pending`
 * holds the types being generated, for their buttons' busy state.
 *
 * Leaving the screen (signing out of /admin) abandons the wait: the job carries on server-side,
 * and the refused status call of a session just closed is not a failure to announce.
 */
export function useReportGeneration(lang: Lang, t: ReportsT, errors: ErrorTranslator) {
  const [progress, setProgress] = useState<ReadonlyMap<ReportType, ReportProgressState>>(new Map());
  const nameOf = useTemplateNames(lang);
  const leaving = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const show = (type: ReportType, state: ReportProgressState) =>
    setProgress((current) => new Map(current).set(type, state));

  async function generate(request: ReportRequest): Promise<void> {
    const { signal } = leaving.current;
    const gone = () => signal.aborted || $signingOut.get();
    show(request.type, { phase: 'queued', report: null });
    const name = nameOf(request.type);
    try {
      const outcome = await generateAndWait(request, {
        signal,
        onProgress: (report) =>
          show(request.type, { phase: report.status === 'running' ? 'running' : 'queued', report }),
      });
      if (outcome.kind === 'abandoned' || gone()) return;
      if (outcome.kind === 'ready') {
        show(request.type, { phase: 'ready', report: outcome.report });
        toast({ title: t('reports.generated'), description: t('reports.generatedBody', { name }), variant: 'success' });
      } else if (outcome.kind === 'waiting') {
        show(request.type, { phase: 'waiting' });
        toast({ title: t('reports.stillRunning'), description: t('reports.stillRunningBody') });
      } else {
        show(request.type, { phase: 'failed', message: t('reports.failedDefault') });
        toastFailure(t('reports.failed'), t('reports.failedDefault'));
      }
    } catch (failure) {
      if (gone()) return;
      const message = errors.message(failure) ?? t('reports.failedDefault');
      show(request.type, { phase: 'failed', message });
      toastFailure(t('reports.failed'), message);
    }
  }

  const pending = new Set(
    [...progress].filter(([, state]) => state.phase === 'queued' || state.phase === 'running').map(([type]) => type),
  );
  return { generate, pending, progress: (type: ReportType) => progress.get(type), nameOf };
}
