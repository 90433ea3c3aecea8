import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { $signingOut, type CurrentUser, signOut } from '../../stores/current-user.ts';
import { toast } from '../../stores/toast.ts';
import { AnalyticsPanel } from '../back-office/analytics/AnalyticsPanel.tsx';
import { permissionsFor } from '../back-office/staff-permissions.ts';
import { Icon } from '../shared/Icon.tsx';
import { TabList } from '../shared/TabList.tsx';
import { ApiCredentialsTab } from './ApiCredentialsTab.tsx';
import { refreshPortalData } from './admin-api.ts';
import { DashboardTab } from './DashboardTab.tsx';
import { InstitutionsTab } from './InstitutionsTab.tsx';
import type { PortalT } from './messages.ts';
import { ReportsTab } from './ReportsTab.tsx';
import { SystemBadge } from './SystemBadge.tsx';
import { SystemTab } from './SystemTab.tsx';
import { TransactionsTab } from './TransactionsTab.tsx';
import { UsersTab } from './UsersTab.tsx';

/**
 * The admin portal's eight tabs, in their fixed order.
 */
export const PORTAL_TABS = [
  'dashboard',
  'institutions',
  'users',
  'transactions',
  'api',
  'analytics',
  'reports',
  'system',
] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  user: CurrentUser;
}

/**
 * The signed-in portal: the header (who, System Online, Refresh, Logout) and the tabs. Each
 * tab owns its search, filter and selection, so changing tab (which mounts a fresh one)
 * clears them; Logout unmounts the whole screen and forgets every cached
 * answer.
 */
export function PortalScreen({ lang, t, errors, user }: Props) {
  const [tab, setTab] = useState<PortalTab>('dashboard');
  const permissions = permissionsFor(user);

  async function logout() {
    await signOut();
    // signOut keeps "Signing out" up for pages that navigate away; this one stays and shows the form.
    $signingOut.set(false);
    toast({ title: t('portal.loggedOut'), variant: 'success' });
  }

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div data-testid="admin-portal" data-role={user.role}>
      <header className="screen-header">
        <div className="container screen-header-inner">
          <div>
            <p className="screen-eyebrow">{t('portal.eyebrow')}</p>
            <h1 className="screen-title">{t('adminLogin.title')}</h1>
            <p className="screen-subtitle" data-testid="portal-user">
              {t('portal.signedInAs', { name, role: t(`portal.users.role.${user.role}`) })}
            </p>
          </div>
          <div className="screen-actions">
            <SystemBadge t={t} />
            <button className="btn btn-outline" type="button" onClick={refreshPortalData} data-testid="refresh">
              <Icon name="retry" size={16} />
              {t('portal.refresh')}
            </button>
            <button className="btn btn-accent" type="button" onClick={() => void logout()} data-testid="logout">
              <Icon name="signOut" size={16} />
              {t('portal.logout')}
            </button>
          </div>
        </div>
      </header>
      <div className="container screen-body">
        {user.role === 'auditor' && (
          <p className="alert alert-info" role="status" data-testid="read-only-notice">
            {t('portal.readOnly')}
          </p>
        )}
        <div className="portal-tabs">
          <TabList
            ids={PORTAL_TABS}
            selected={tab}
            label={t('adminLogin.title')}
            prefix="portal"
            labelOf={(id) => t(`portal.tab.${id}`)}
            onSelect={setTab}
          />
          <div role="tabpanel" id={`portal-panel-${tab}`} aria-labelledby={`portal-tab-${tab}`} key={tab}>
            {tab === 'dashboard' && <DashboardTab lang={lang} t={t} onOpen={setTab} />}
            {tab === 'institutions' && <InstitutionsTab lang={lang} t={t} errors={errors} permissions={permissions} />}
            {tab === 'users' && <UsersTab lang={lang} t={t} errors={errors} permissions={permissions} />}
            {tab === 'transactions' && <TransactionsTab lang={lang} t={t} />}
            {tab === 'api' && <ApiCredentialsTab lang={lang} t={t} errors={errors} permissions={permissions} />}
            {tab === 'analytics' && <AnalyticsPanel lang={lang} t={t} />}
            {tab === 'reports' && <ReportsTab lang={lang} t={t} errors={errors} user={user} />}
            {tab === 'system' && <SystemTab lang={lang} t={t} />}
          </div>
        </div>
      </div>
    </div>
  );
}
