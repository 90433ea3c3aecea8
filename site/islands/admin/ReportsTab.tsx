import { useStore } from '@nanostores/react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { GeneratedReports } from '../back-office/reports/GeneratedReports.tsx';
import { ReportSchedules } from '../back-office/reports/ReportSchedules.tsx';
import { ReportTemplateList } from '../back-office/reports/ReportTemplateList.tsx';
import { canManageReportSchedules } from '../back-office/reports/report-permissions.ts';
import { $generatedReports, $reportSchedules, $reportTemplates } from '../back-office/reports/reports-api.ts';
import type { PortalT } from './messages.ts';

/**
 * The admin portal's Reports tab on the real reports (issue 16): every template to generate, the
 * scheduled reports with their controls for ops and admin, and the generated files.
 */
export function ReportsTab({
  lang,
  t,
  errors,
  user,
}: {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  user: CurrentUser;
}) {
  const answered = [useStore($reportTemplates), useStore($reportSchedules), useStore($generatedReports)].every(
    (query) => query.data !== undefined || query.error !== undefined,
  );
  // The three answers arrive one by one: shown as they came, the templates' grid would push the
  // schedules down under the reader's eyes. One tall placeholder until all have answered instead.
  if (!answered) {
    return <span className="skeleton reports-skeleton" role="status" aria-label={t('common.loading')} />;
  }
  return (
    <div className="reports-stack" data-testid="reports-tab">
      <section className="card" aria-labelledby="reports-templates-title">
        <h2 id="reports-templates-title" className="card-title">
          {t('reports.templates.title')}
        </h2>
        <p className="card-subtitle">{t('reports.templates.hint')}</p>
        <ReportTemplateList lang={lang} t={t} errors={errors} />
      </section>
      <section className="card" aria-labelledby="reports-schedules-title">
        <h2 id="reports-schedules-title" className="card-title">
          {t('reports.schedules.title')}
        </h2>
        <p className="card-subtitle">{t('reports.schedules.hint')}</p>
        {!canManageReportSchedules(user.role) && (
          <p className="small muted" data-testid="schedules-read-only">
            {t('reports.schedule.readOnly')}
          </p>
        )}
        <ReportSchedules lang={lang} t={t} errors={errors} canManage={canManageReportSchedules(user.role)} />
      </section>
      <section className="card" aria-labelledby="reports-files-title">
        <h2 id="reports-files-title" className="card-title">
          {t('reports.files.title')}
        </h2>
        <p className="card-subtitle">{t('reports.files.hint')}</p>
        <GeneratedReports lang={lang} t={t} userId={user.id} />
      </section>
    </div>
  );
}
