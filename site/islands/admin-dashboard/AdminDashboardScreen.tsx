import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { AnalyticsPanel } from '../back-office/analytics/AnalyticsPanel.tsx';
import { GeneratedReports } from '../back-office/reports/GeneratedReports.tsx';
import { ReportTemplateList } from '../back-office/reports/ReportTemplateList.tsx';
import { ANALYTICS_TEMPLATE_TYPES } from '../back-office/reports/reports-api.ts';
import { Icon } from '../shared/Icon.tsx';
import { TabList } from '../shared/TabList.tsx';
import { AuditTab } from './AuditTab.tsx';
import { ExportDataDialog } from './ExportDataDialog.tsx';
import { MonitoringTab } from './MonitoringTab.tsx';
import type { AdT } from './messages.ts';
import { OverviewTab } from './OverviewTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { SystemLogsDialog } from './SystemLogsDialog.tsx';
import type { DashboardPermissions } from './staff-permissions.ts';
import { UsersTab } from './UsersTab.tsx';

/** The admin dashboard's six tabs; the Audit tab is for the roles that may read the audit log. */
const ALL_TABS = ['overview', 'users', 'monitoring', 'audit', 'settings', 'analytics'] as const;
export type DashboardTab = (typeof ALL_TABS)[number];

interface Props {
  user: CurrentUser;
  permissions: DashboardPermissions;
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
}

export function AdminDashboardScreen({ user, permissions, lang, t, errors }: Props) {
  const [tab, setTab] = useState<DashboardTab>('overview');
  const [logsOpen, setLogsOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const tabs = ALL_TABS.filter((id) => id !== 'audit' || permissions.readAudit);
  return (
    <div data-testid="admin-dashboard-page">
      <header className="screen-header">
        <div className="container screen-header-inner">
          <div>
            <p className="screen-eyebrow">{t('ad.eyebrow')}</p>
            <h1 className="screen-title">{t('ad.title')}</h1>
            <p className="screen-subtitle">{t('ad.subtitle')}</p>
          </div>
          <div className="ad-header-side">
            <p className="ad-signed-in" data-testid="signed-in-as">
              {t('ad.signedInAs', { name: `${user.firstName} ${user.lastName}` })}{' '}
              <span className="badge badge-brand" data-testid="my-role">
                {t(`ad.role.${user.role}`)}
              </span>
            </p>
            <div className="screen-actions">
              <button
                className="btn btn-outline"
                type="button"
                onClick={() => setExportOpen(true)}
                data-testid="export-data"
              >
                <Icon name="download" size={16} />
                {t('ad.header.exportData')}
              </button>
              <button
                className="btn btn-outline"
                type="button"
                onClick={() => setLogsOpen(true)}
                data-testid="system-logs"
              >
                <Icon name="terminal" size={16} />
                {t('ad.header.systemLogs')}
              </button>
            </div>
          </div>
        </div>
      </header>
      <div className="container screen-body">
        <div className="ad-tabs">
          <TabList
            ids={tabs}
            selected={tab}
            label={t('ad.title')}
            prefix="ad"
            labelOf={(id) => t(`ad.tab.${id}`)}
            onSelect={setTab}
          />
        </div>
        <div role="tabpanel" id={`ad-panel-${tab}`} aria-labelledby={`ad-tab-${tab}`}>
          {tab === 'overview' && <OverviewTab lang={lang} t={t} permissions={permissions} onOpen={setTab} />}
          {tab === 'users' && <UsersTab lang={lang} t={t} errors={errors} permissions={permissions} />}
          {tab === 'monitoring' && <MonitoringTab lang={lang} t={t} />}
          {tab === 'audit' && permissions.readAudit && <AuditTab lang={lang} t={t} errors={errors} />}
          {tab === 'settings' && <SettingsTab lang={lang} t={t} errors={errors} permissions={permissions} />}
          {tab === 'analytics' && (
            <div className="tab-stack">
              <AnalyticsPanel lang={lang} t={t} />
              <section className="card" aria-labelledby="ad-report-templates-title">
                <h2 id="ad-report-templates-title" className="card-title">
                  {t('reports.templates.title')}
                </h2>
                <p className="card-subtitle">{t('reports.templates.hint')}</p>
                <ReportTemplateList lang={lang} t={t} errors={errors} types={ANALYTICS_TEMPLATE_TYPES} />
              </section>
              <section className="card" aria-labelledby="ad-report-files-title">
                <h2 id="ad-report-files-title" className="card-title">
                  {t('reports.files.title')}
                </h2>
                <p className="card-subtitle">{t('reports.files.hint')}</p>
                <GeneratedReports lang={lang} t={t} userId={user.id} />
              </section>
            </div>
          )}
        </div>
      </div>
      {exportOpen && <ExportDataDialog t={t} readAudit={permissions.readAudit} onClose={() => setExportOpen(false)} />}
      {logsOpen && <SystemLogsDialog lang={lang} t={t} errors={errors} onClose={() => setLogsOpen(false)} />}
    </div>
  );
}
