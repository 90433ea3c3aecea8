import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { LoadState } from '../shared/LoadState.tsx';
import { $recentActivity } from './admin-dashboard-api.ts';
import { actionLabel, resourceLabel } from './audit-labels.ts';
import type { AdT } from './messages.ts';
import { SuccessIcon } from './SuccessIcon.tsx';

/** Recent Activity: the first 10 audit entries, each with its outcome, "action on resource" and time. */
function RecentList({ lang, t }: { lang: Lang; t: AdT }) {
  const { data, error } = useStore($recentActivity);
  const logs = data?.data.logs;
  return (
    <LoadState
      loaded={Boolean(logs)}
      failed={Boolean(error && !data)}
      loadingLabel={t('common.loading')}
      failedText={t('ad.loadFailed')}
    >
      {logs?.length === 0 ? (
        <p className="muted" data-testid="recent-empty">
          {t('ad.recent.empty')}
        </p>
      ) : (
        <ul className="ad-activity" data-testid="recent-activity-list">
          {logs?.map((entry) => (
            <li
              key={entry.id}
              className="ad-activity-item"
              data-testid="recent-activity"
              data-action={entry.action}
              data-resource-id={entry.resourceId ?? undefined}
            >
              <SuccessIcon success={entry.success} t={t} />
              <span className="ad-activity-text">
                {t('ad.recent.entry', {
                  action: actionLabel(entry.action, t),
                  resource: resourceLabel(entry.resource, t),
                })}
                {entry.userEmail && (
                  <span className="small muted" translate="no">
                    {' · '}
                    {entry.userEmail}
                  </span>
                )}
              </span>
              <time className="small muted ad-activity-time" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

export function RecentActivity({ lang, t, mayRead }: { lang: Lang; t: AdT; mayRead: boolean }) {
  return (
    <section className="card" aria-labelledby="ad-recent-title" data-testid="recent-activity-card">
      <h2 id="ad-recent-title" className="card-title">
        {t('ad.recent.title')}
      </h2>
      <p className="card-subtitle">{t('ad.recent.hint')}</p>
      {/* Ops may not read the audit log: the list is not even asked for. */}
      {mayRead ? <RecentList lang={lang} t={t} /> : <p className="muted">{t('ad.recent.noAccess')}</p>}
    </section>
  );
}
