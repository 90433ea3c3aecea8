import { useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { Lang } from '../../lib/locale.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { TabList } from '../shared/TabList.tsx';
import { AuditTab } from './AuditTab.tsx';
import type { AdT } from './messages.ts';
import { OverviewTab } from './OverviewTab.tsx';
import type { DashboardPermissions } from './staff-permissions.ts';
import { UsersTab } from './UsersTab.tsx';

/**
 * Spec 001 §2.2 names six tabs; Monitoring, Settings and Analytics (and the header's Export
 * Data and System Logs) come with the operations issue, so they are left out rather than shown
 * empty. The Audit tab is for the roles that may read the audit log.
 */
const ALL_TABS = ['overview', 'users', 'audit'] as const;
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
          <p className="ad-signed-in" data-testid="signed-in-as">
            {t('ad.signedInAs', { name: `${user.firstName} ${user.lastName}` })}{' '}
            <span className="badge badge-brand" data-testid="my-role">
              {t(`ad.role.${user.role}`)}
            </span>
          </p>
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
          {tab === 'audit' && permissions.readAudit && <AuditTab lang={lang} t={t} errors={errors} />}
        </div>
      </div>
    </div>
  );
}
