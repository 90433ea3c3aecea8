import { useStore } from '@nanostores/react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';
import type { DashboardTab } from './AdminDashboardScreen.tsx';
import { $dashboardFigures } from './admin-dashboard-api.ts';
import { formatPercent, healthToneClass } from './figures.ts';
import type { AdT } from './messages.ts';
import { RecentActivity } from './RecentActivity.tsx';
import type { DashboardPermissions } from './staff-permissions.ts';

interface Props {
  lang: Lang;
  t: AdT;
  permissions: DashboardPermissions;
  onOpen: (tab: DashboardTab) => void;
}

/** The admin dashboard's Overview: four cards, quick actions to the other tabs, Recent Activity. */
export function OverviewTab({ lang, t, permissions, onOpen }: Props) {
  const { data, error } = useStore($dashboardFigures);
  const health = data?.health;
  return (
    <div className="tab-stack" data-testid="overview-tab">
      <StatTiles
        label={t('ad.overview.label')}
        failed={Boolean(error && !data)}
        errorText={t('ad.loadFailed')}
        tiles={[
          {
            id: 'total-users',
            label: t('ad.overview.totalUsers'),
            hint: data && t('ad.overview.newToday', { count: formatCount(data.newUsersToday, lang) }),
            value: data ? formatCount(data.totalUsers, lang) : null,
          },
          {
            id: 'active-sessions',
            label: t('ad.overview.activeSessions'),
            hint: t('ad.overview.activeSessionsHint'),
            value: data ? formatCount(data.activeSessions, lang) : null,
          },
          {
            id: 'api-requests',
            label: t('ad.overview.apiRequests'),
            hint: t('ad.overview.apiRequestsHint'),
            value: data ? formatCount(data.apiRequestsToday, lang) : null,
          },
          {
            id: 'system-health',
            label: t('ad.overview.systemHealth'),
            hint:
              health &&
              (health.uptimePercent === null
                ? t('ad.overview.uptimeUnknown')
                : t('ad.overview.uptime', { percent: formatPercent(health.uptimePercent, lang) })),
            value: health ? t(`ad.health.${health.status}`) : null,
            valueClass: health && healthToneClass(health.status),
          },
        ]}
      />
      <section className="card" aria-labelledby="ad-quick-title">
        <h2 id="ad-quick-title" className="card-title">
          {t('ad.quick.title')}
        </h2>
        <div className="ad-quick-actions">
          <button className="btn btn-outline" type="button" onClick={() => onOpen('users')} data-testid="quick-users">
            <Icon name="users" size={16} />
            {t('ad.quick.users')}
          </button>
          <button
            className="btn btn-outline"
            type="button"
            onClick={() => onOpen('monitoring')}
            data-testid="quick-monitoring"
          >
            <Icon name="chart" size={16} />
            {t('ad.quick.monitoring')}
          </button>
          {permissions.readAudit && (
            <button className="btn btn-outline" type="button" onClick={() => onOpen('audit')} data-testid="quick-audit">
              <Icon name="shield" size={16} />
              {t('ad.quick.audit')}
            </button>
          )}
          <button
            className="btn btn-outline"
            type="button"
            onClick={() => onOpen('settings')}
            data-testid="quick-settings"
          >
            <Icon name="key" size={16} />
            {t('ad.quick.settings')}
          </button>
        </div>
      </section>
      <RecentActivity lang={lang} t={t} mayRead={permissions.readAudit} />
    </div>
  );
}
