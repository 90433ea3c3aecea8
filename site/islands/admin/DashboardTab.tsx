import { useStore } from '@nanostores/react';
import { formatCount, formatDayLabel, formatGrowth } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { Icon } from '../shared/Icon.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';
import { $adminStats, $recentApplications } from './admin-api.ts';
import { institutionStatusClass, institutionTypeLabel } from './institution-labels.ts';
import type { PortalT } from './messages.ts';
import type { PortalTab } from './PortalScreen.tsx';
import { SystemHealthPanel } from './SystemHealthPanel.tsx';

interface Props {
  lang: Lang;
  t: PortalT;
  onOpen: (tab: PortalTab) => void;
}

const QUICK_ACTIONS = [
  { tab: 'institutions', icon: 'bank', label: 'portal.quick.institutions' },
  { tab: 'users', icon: 'users', label: 'portal.quick.users' },
  { tab: 'api', icon: 'key', label: 'portal.quick.api' },
  { tab: 'transactions', icon: 'transfer', label: 'portal.quick.transactions' },
] as const;

/**
 * The admin portal's Dashboard tab: four stat cards (refreshed every 30 s), quick actions to the
 * other tabs, the five most recent applications and the system health panel.
 */
export function DashboardTab({ lang, t, onOpen }: Props) {
  const { data: stats, error } = useStore($adminStats);
  const { data: recent, error: recentError } = useStore($recentApplications);
  const count = (value: number) => formatCount(value, lang);
  const day = (date: string) => formatDayLabel(date, lang);
  // The Analytics card's own figure and words: the same period, the same calls counted.
  const callsPeriod = stats
    ? t('analytics.apiCallsPeriod', { from: day(stats.apiCallsPeriod.from), to: day(stats.apiCallsPeriod.to) })
    : null;
  const compared = stats
    ? { from: day(stats.growthComparedPeriod.from), to: day(stats.growthComparedPeriod.to) }
    : { from: '', to: '' };
  const growth =
    stats?.monthlyGrowth == null
      ? t('portal.stats.noGrowth', compared)
      : t('portal.stats.growth', { value: formatGrowth(stats.monthlyGrowth, lang), ...compared });

  return (
    <div className="tab-stack" data-testid="dashboard-tab">
      <StatTiles
        label={t('portal.stats.label')}
        failed={Boolean(error && !stats)}
        errorText={t('portal.loadFailed')}
        tiles={[
          {
            id: 'institutions',
            label: t('portal.stats.institutions'),
            value: stats ? count(stats.totalInstitutions) : null,
            hint: stats ? t('portal.stats.pending', { count: count(stats.pendingApprovals) }) : null,
          },
          {
            id: 'users',
            label: t('portal.stats.users'),
            value: stats ? count(stats.totalUsers) : null,
            hint: stats ? t('portal.stats.activeUsers', { count: count(stats.activeUsers) }) : null,
          },
          {
            id: 'api-calls',
            label: t('portal.stats.apiCalls'),
            value: stats ? count(stats.totalApiCalls) : null,
            // Both lines are reserved while loading, so the figures' arrival moves nothing.
            hint: stats ? callsPeriod : null,
            detail: stats ? growth : null,
          },
          {
            id: 'volume',
            label: t('portal.stats.volume'),
            value: stats ? formatXAF(stats.totalTransactionVolume) : null,
            hint: stats ? t('portal.stats.transactions', { count: count(stats.totalTransactions) }) : null,
          },
        ]}
      />
      <section className="card tab-card" aria-labelledby="portal-quick-title">
        <h2 id="portal-quick-title" className="card-title">
          {t('portal.quick.title')}
        </h2>
        <div className="portal-quick-actions">
          {QUICK_ACTIONS.map((action) => (
            <button
              key={action.tab}
              className="btn btn-outline"
              type="button"
              onClick={() => onOpen(action.tab)}
              data-testid={`quick-${action.tab}`}
            >
              <Icon name={action.icon} size={16} />
              {t(action.label)}
            </button>
          ))}
        </div>
      </section>
      <div className="portal-two-columns">
        <section className="card tab-card" aria-labelledby="portal-recent-title" data-testid="recent-applications">
          <h2 id="portal-recent-title" className="card-title">
            {t('portal.recent.title')}
          </h2>
          {recentError && !recent ? (
            <p className="alert alert-danger" role="alert">
              {t('portal.loadFailed')}
            </p>
          ) : !recent ? (
            <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
          ) : recent.institutions.length === 0 ? (
            <p className="muted">{t('portal.recent.empty')}</p>
          ) : (
            <ul className="portal-list">
              {recent.institutions.map((institution) => (
                <li key={institution.id} data-testid="recent-application">
                  <div>
                    <div className="portal-strong" translate="no">
                      {institution.institutionName}
                    </div>
                    <div className="small muted">{institutionTypeLabel(institution.institutionType, t)}</div>
                  </div>
                  <span className={institutionStatusClass(institution.status)}>
                    {t(`portal.inst.status.${institution.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <SystemHealthPanel lang={lang} t={t} />
      </div>
    </div>
  );
}
