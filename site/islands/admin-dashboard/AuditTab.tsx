import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toastFailure } from '../../stores/toast.ts';
import { ReportProgress } from '../back-office/reports/ReportProgress.tsx';
import { useReportGeneration } from '../back-office/reports/use-report-generation.ts';
import { Icon } from '../shared/Icon.tsx';
import { saveFile } from '../shared/save-file.ts';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import { AuditFiltersBar } from './AuditFiltersBar.tsx';
import { AuditRow } from './AuditRow.tsx';
import { adminActions, auditQuery } from './admin-dashboard-api.ts';
import { auditListPath, auditQueryString, DEFAULT_AUDIT_FILTERS } from './audit-filters.ts';
import { auditReportRequest } from './audit-report.ts';
import type { AdT } from './messages.ts';

const TYPING_DEBOUNCE_MS = 300;

/**
 * The admin dashboard's Audit tab: filters, the log newest first, Generate Report (an audit report PDF of
 * the filters' dates, its progress and download link in place) and Export Logs, which downloads the server's CSV of
 * every entry the filters select.
 */
export function AuditTab({ lang, t, errors }: { lang: Lang; t: AdT; errors: ErrorTranslator }) {
  const [filters, setFilters] = useState(DEFAULT_AUDIT_FILTERS);
  const [exporting, setExporting] = useState(false);
  const reports = useReportGeneration(lang, t, errors);
  const generating = reports.pending.has('audit_report');
  const userId = useDebounced(filters.userId, TYPING_DEBOUNCE_MS);
  const settled = { ...filters, userId };
  const path = auditListPath(settled);
  const $logs = useMemo(() => auditQuery(path), [path]);
  const { data: fetched, error, loading } = useStore($logs);
  const data = useLastAnswer(fetched);
  const logs = data?.data.logs;

  async function exportLogs() {
    setExporting(true);
    try {
      const { blob, fileName } = await adminActions.exportAudit(auditQueryString(settled));
      saveFile(blob, fileName);
    } catch (failure) {
      toastFailure(t('ad.audit.exportFailed'), errors.message(failure) ?? t('ad.audit.exportFailedBody'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="card tab-card" aria-labelledby="ad-audit-title" data-testid="audit-tab">
      <div className="ad-tab-head">
        <div>
          <h2 id="ad-audit-title" className="card-title">
            {t('ad.audit.title')}
          </h2>
          <p className="card-subtitle">{t('ad.audit.hint')}</p>
        </div>
        <div className="ad-tab-actions">
          <button
            className="btn btn-outline"
            type="button"
            disabled={generating}
            aria-busy={generating}
            onClick={() => void reports.generate(auditReportRequest(filters))}
            data-testid="generate-audit-report"
          >
            <Icon name="chart" size={16} />
            {generating ? t('reports.generating') : t('ad.audit.generate')}
          </button>
          <button
            className="btn btn-outline"
            type="button"
            disabled={exporting}
            onClick={() => void exportLogs()}
            data-testid="export-logs"
          >
            <Icon name="download" size={16} />
            {t('ad.audit.export')}
          </button>
        </div>
      </div>
      <ReportProgress state={reports.progress('audit_report')} name={reports.nameOf('audit_report')} t={t} />
      <AuditFiltersBar t={t} filters={filters} onChange={setFilters} />
      {error && !logs ? (
        <p className="alert alert-danger" role="alert" data-testid="audit-error">
          {errors.message(error) ?? t('ad.loadFailed')}
        </p>
      ) : (
        <div className="table-wrap" aria-busy={loading}>
          <table className="table stacked-table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('ad.audit.col.result')}</span>
                </th>
                <th scope="col">{t('ad.audit.col.action')}</th>
                <th scope="col">{t('ad.audit.col.resource')}</th>
                <th scope="col">{t('ad.audit.col.user')}</th>
                <th scope="col">{t('ad.audit.col.ip')}</th>
                <th scope="col">{t('ad.audit.col.timestamp')}</th>
                <th scope="col">
                  <span className="sr-only">{t('ad.audit.col.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {!logs ? (
                <tr>
                  <td colSpan={7}>
                    <span className="skeleton load-skeleton" role="status" aria-label={t('common.loading')} />
                  </td>
                </tr>
              ) : logs.length === 0 ? (
                <tr>
                  <td colSpan={7} className="table-empty" data-testid="audit-empty">
                    {t('ad.audit.empty')}
                  </td>
                </tr>
              ) : (
                logs.map((entry) => <AuditRow key={entry.id} entry={entry} lang={lang} t={t} />)
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <p className="small muted ad-count" data-testid="audit-count">
          {t('ad.audit.count', {
            shown: formatCount(data.data.logs.length, lang),
            total: formatCount(data.data.total, lang),
          })}
        </p>
      )}
    </section>
  );
}
