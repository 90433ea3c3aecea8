import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatCount, formatDate, formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { Icon } from '../../shared/Icon.tsx';
import { TableRows } from '../../shared/TableRows.tsx';
import { formatFileSize } from './file-size.ts';
import type { ReportsT } from './messages.ts';
import { $generatedReports, $reportSchedules, type Report, refreshGeneratedReports } from './reports-api.ts';
import { useTemplateNames } from './use-template-names.ts';

/** While a report is queued or being made the list asks every 3 s; otherwise every 15 min, so its signed links (1 h) stay fresh. */
export const REPORTS_BUSY_POLL_MS = 3000;
export const REPORTS_IDLE_POLL_MS = 15 * 60 * 1000;

const STATUS_BADGE: Record<Report['status'], string> = {
  queued: 'badge',
  running: 'badge badge-info',
  ready: 'badge badge-success',
  failed: 'badge badge-danger',
};

const COLUMNS = 7;

/**
 * The generated files (`GET /api/admin/reports`, newest first): type, period, status, size,
 * who asked (a person or a schedule), when, and Download for the ready ones through the fresh
 * signed link the list answer carries (a download link: the server sends an attachment).
 */
export function GeneratedReports({ lang, t, userId }: { lang: Lang; t: ReportsT; userId: string }) {
  const { data, error } = useStore($generatedReports);
  const { data: schedules } = useStore($reportSchedules);
  const nameOf = useTemplateNames(lang);
  const reports = data?.reports;
  const busy = reports?.some((report) => report.status === 'queued' || report.status === 'running') ?? false;

  useEffect(() => {
    const timer = setInterval(refreshGeneratedReports, busy ? REPORTS_BUSY_POLL_MS : REPORTS_IDLE_POLL_MS);
    return () => clearInterval(timer);
  }, [busy]);

  const requester = (report: Report) => {
    if (report.scheduleId) {
      const schedule = schedules?.schedules.find((candidate) => candidate.id === report.scheduleId);
      const name = schedule ? (lang === 'fr' ? schedule.nameFr : schedule.name) : '';
      return t('reports.files.scheduled', { name });
    }
    return report.requestedBy === userId ? t('reports.files.you') : t('reports.files.staff');
  };

  if (error && !data) {
    return (
      <p className="alert alert-danger" role="alert" data-testid="reports-load-failed">
        {t('reports.loadFailed')}
      </p>
    );
  }

  return (
    <>
      <div className="table-wrap" aria-busy={busy}>
        <table className="table stacked-table" data-testid="generated-reports">
          <thead>
            <tr>
              <th scope="col">{t('reports.files.col.report')}</th>
              <th scope="col">{t('reports.files.col.period')}</th>
              <th scope="col">{t('reports.files.col.status')}</th>
              <th scope="col">{t('reports.files.col.size')}</th>
              <th scope="col">{t('reports.files.col.requestedBy')}</th>
              <th scope="col">{t('reports.files.col.created')}</th>
              <th scope="col">
                <span className="sr-only">{t('reports.files.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <TableRows
            rows={reports}
            columns={COLUMNS}
            loadingLabel={t('common.loading')}
            empty={t('reports.files.empty')}
            emptyTestId="reports-empty"
          >
            {(report) => {
              const name = nameOf(report.type);
              const format = t(`reports.format.${report.parameters.format}`);
              return (
                <tr key={report.id} data-testid="generated-report" data-id={report.id} data-status={report.status}>
                  <td data-label={t('reports.files.col.report')}>
                    {/* One child: a phone's stacked row lays the cell's children out as label and value. */}
                    <span>
                      {name} <span className="muted small">· {format}</span>
                    </span>
                  </td>
                  <td className="report-cell-wrap" data-label={t('reports.files.col.period')}>
                    {t('reports.files.periodRange', {
                      from: formatDate(report.periodFrom, lang),
                      to: formatDate(report.periodTo, lang),
                    })}
                  </td>
                  <td data-label={t('reports.files.col.status')}>
                    <span className={STATUS_BADGE[report.status]} data-testid="report-status">
                      {t(`reports.status.${report.status}`)}
                    </span>
                  </td>
                  <td data-label={t('reports.files.col.size')}>
                    {report.fileSize === null ? '—' : formatFileSize(report.fileSize, lang)}
                  </td>
                  <td
                    className="report-cell-wrap"
                    data-label={t('reports.files.col.requestedBy')}
                    data-testid="report-requester"
                  >
                    {requester(report)}
                  </td>
                  <td data-label={t('reports.files.col.created')}>{formatDateTime(report.createdAt, lang)}</td>
                  <td className="actions-cell">
                    {report.status === 'ready' && (
                      <a
                        className="btn btn-outline btn-sm"
                        href={report.downloadUrl}
                        download
                        aria-label={t('reports.files.downloadLabel', { name, format })}
                        data-testid="report-download"
                      >
                        <Icon name="download" size={14} />
                        {t('reports.files.download')}
                      </a>
                    )}
                  </td>
                </tr>
              );
            }}
          </TableRows>
        </table>
      </div>
      {data && (
        <p className="small muted" data-testid="reports-count">
          {t('reports.files.count', {
            shown: formatCount(data.reports.length, lang),
            total: formatCount(data.total, lang),
          })}
        </p>
      )}
    </>
  );
}
