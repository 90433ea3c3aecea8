import './reports.css';
import { Icon } from '../../shared/Icon.tsx';
import type { ReportsT } from './messages.ts';
import type { ReportProgressState } from './use-report-generation.ts';

/**
 * One report's generation in place, under its Generate button (issue 30 item 3): queued, being
 * made, then a download link (an attachment from an authenticated GET: the signed link plus
 * the staff session cookie), or why it failed. A live region, so a screen reader hears each step.
 */
export function ReportProgress({
  state,
  name,
  t,
}: {
  state: ReportProgressState | undefined;
  name: string;
  t: ReportsT;
}) {
  return (
    <div className="report-progress" role="status" data-testid="report-progress" data-phase={state?.phase}>
      {state?.phase === 'queued' || state?.phase === 'running' ? (
        <span className="report-progress-line">{t(`reports.progress.${state.phase}`, { name })}</span>
      ) : state?.phase === 'ready' ? (
        <span className="report-progress-line">
          <span>{t('reports.progress.ready', { name })}</span>
          <a
            className="btn btn-outline btn-sm"
            href={state.report.downloadUrl}
            download
            aria-label={t('reports.files.downloadLabel', {
              name,
              format: t(`reports.format.${state.report.parameters.format}`),
            })}
            data-testid="report-progress-download"
          >
            <Icon name="download" size={14} />
            {t('reports.files.download')}
          </a>
        </span>
      ) : state?.phase === 'failed' ? (
        <span className="report-progress-line report-progress-failed">{state.message}</span>
      ) : state?.phase === 'waiting' ? (
        <span className="report-progress-line">{t('reports.stillRunningBody')}</span>
      ) : null}
    </div>
  );
}
