import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { doualaDate } from '../../../domain/douala-time.ts';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { StatTiles } from '../shared/StatTiles.tsx';
import { $apiKeys, $recentLogs, $usage, $webhooks } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import { RequestLogTable } from './RequestLogTable.tsx';
import { rateOrDash } from './rate-or-dash.ts';

/** What the webhook tile reads for a role that keeps none: nothing, and no call the server would refuse. */
const $noWebhooks = atom<ReturnType<typeof $webhooks.get>>({ loading: false });

/**
 * API management's Overview: key and webhook counts, requests today, success rate, the 10 latest
 * calls. Without webhooks (a role that may keep none) their tile is left out, and never loaded.
 */
export function OverviewTab({ lang, t, webhooks: showWebhooks }: { lang: Lang; t: AmT; webhooks: boolean }) {
  const keys = useStore($apiKeys);
  // The role does not change while the screen is open: the same store every render.
  const webhooks = useStore(showWebhooks ? $webhooks : $noWebhooks);
  const usage = useStore($usage);
  const recent = useStore($recentLogs);
  const keyList = keys.data?.apiKeys;
  const hookList = webhooks.data?.webhooks;
  const today = usage.data?.daily.find((day) => day.date === doualaDate());
  const failed = [keys, webhooks, usage].some((store) => store.error && !store.data);

  return (
    <div className="tab-stack" data-testid="overview-tab">
      <StatTiles
        label={t('am.overview.label')}
        failed={failed}
        errorText={t('am.loadFailed')}
        tiles={[
          {
            id: 'active-keys',
            label: t('am.overview.activeKeys'),
            hint: keyList && t('am.overview.activeKeysHint', { total: formatCount(keyList.length, lang) }),
            value: keyList ? formatCount(keyList.filter((key) => key.isActive).length, lang) : null,
          },
          ...(showWebhooks
            ? [
                {
                  id: 'webhooks',
                  label: t('am.overview.webhooks'),
                  hint:
                    hookList &&
                    t('am.overview.webhooksHint', {
                      active: formatCount(hookList.filter((hook) => hook.isActive).length, lang),
                    }),
                  value: hookList ? formatCount(hookList.length, lang) : null,
                },
              ]
            : []),
          {
            id: 'requests-today',
            label: t('am.overview.requestsToday'),
            hint: t('am.overview.requestsTodayHint'),
            value: usage.data ? formatCount(today?.requests ?? 0, lang) : null,
          },
          {
            id: 'success-rate',
            label: t('am.overview.successRate'),
            // A rate of no calls is no figure: "0 %" would read as every call failing.
            hint: usage.data?.totalRequests === 0 ? t('am.noCallsYet') : t('am.overview.successRateHint'),
            value: usage.data ? rateOrDash(usage.data, lang) : null,
          },
        ]}
      />
      <section className="card" aria-labelledby="am-recent-title">
        <h2 id="am-recent-title" className="card-title">
          {t('am.overview.recent')}
        </h2>
        <p className="card-subtitle">{t('am.overview.recentHint')}</p>
        <LoadState t={t} loaded={Boolean(recent.data)} failed={Boolean(recent.error && !recent.data)}>
          <RequestLogTable logs={recent.data?.logs ?? []} lang={lang} t={t} />
        </LoadState>
      </section>
    </div>
  );
}
