import { useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import type { ReportsT } from './messages.ts';
import { generateAndWait, openInNewTab } from './report-generation.ts';
import type { ReportRequest, ReportType } from './reports-api.ts';
import { useTemplateNames } from './use-template-names.ts';

/**
 * Generate a report the way every screen does (the /admin Reports tab, the dashboard's Audit
 * and Analytics tabs): queue it, wait for the job, open the file in a new tab, and say so in
 * toasts ("Report Generated"; "Report Generation Failed" / "Failed to generate
 * report"). `pending` holds the types being generated, for their buttons' busy state.
 */
export function useReportGeneration(lang: Lang, t: ReportsT, errors: ErrorTranslator) {
  const [pending, setPending] = useState<ReadonlySet<ReportType>>(new Set());
  const nameOf = useTemplateNames(lang);

  const mark = (type: ReportType, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(type);
      else next.delete(type);
      return next;
    });

  async function generate(request: ReportRequest): Promise<void> {
    mark(request.type, true);
    const name = nameOf(request.type);
    try {
      const outcome = await generateAndWait(request);
      if (outcome.kind === 'ready') {
        const opened = openInNewTab(outcome.report.downloadUrl);
        toast({
          title: t('reports.generated'),
          description: t(opened ? 'reports.generatedBody' : 'reports.generatedBlocked', { name }),
          variant: 'success',
        });
      } else if (outcome.kind === 'waiting') {
        toast({ title: t('reports.stillRunning'), description: t('reports.stillRunningBody') });
      } else {
        toastFailure(t('reports.failed'), t('reports.failedDefault'));
      }
    } catch (failure) {
      toastFailure(t('reports.failed'), errors.message(failure) ?? t('reports.failedDefault'));
    } finally {
      mark(request.type, false);
    }
  }

  return { generate, pending };
}
