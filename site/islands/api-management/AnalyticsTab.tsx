import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Field } from '../forms/Field.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';
import { type DataMode, usageQuery } from './api-management-api.ts';
import { CallsPerDayChart } from './CallsPerDayChart.tsx';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import { type CallerFilter, RequestLogPanel } from './RequestLogPanel.tsx';
import { rateOrDash } from './rate-or-dash.ts';
import { STATUS_TONE, statusClass } from './status-wording.ts';

/**
 * API management's Analytics tab: the usage cards, calls per day, top endpoints, errors by status
 * in words (Server Error, Client Error, Redirect, Success), then the request log (20 rows a page).
 * Everything on the tab is of one mode, test or live (issue 17: never mixed): the server's own
 * until the developer picks.
 */
export function AnalyticsTab({ lang, t, initialCaller }: { lang: Lang; t: AmT; initialCaller?: CallerFilter }) {
  const [mode, setMode] = useState<DataMode>('');
  const $modeUsage = useMemo(() => usageQuery(mode), [mode]);
  const { data: usage, error } = useStore($modeUsage);
  const shown = mode || (usage ? (usage.livemode ? 'live' : 'test') : '');
  const ms = (value: number) => t('am.ms', { value: formatCount(Math.round(value), lang) });
  const hint = t('am.analytics.last30Days');
  return (
    <div className="tab-stack" data-testid="analytics-tab">
      <div className="toolbar am-mode-bar">
        <Field id="am-mode" label={t('am.mode.label')} hint={t('am.mode.hint')}>
          {(describedBy) => (
            <select
              id="am-mode"
              className="select"
              aria-describedby={describedBy}
              value={shown}
              onChange={(event) => setMode(event.target.value as DataMode)}
              data-testid="analytics-mode"
            >
              {shown === '' && <option value="">{t('common.loading')}</option>}
              <option value="test">{t('am.mode.test')}</option>
              <option value="live">{t('am.mode.live')}</option>
            </select>
          )}
        </Field>
      </div>
      <StatTiles
        label={t('am.analytics.label')}
        failed={Boolean(error && !usage)}
        errorText={t('am.loadFailed')}
        tiles={[
          {
            id: 'total-requests',
            label: t('am.analytics.totalRequests'),
            hint,
            value: usage ? formatCount(usage.totalRequests, lang) : null,
          },
          {
            id: 'success-rate',
            label: t('am.analytics.successRate'),
            hint: usage?.totalRequests === 0 ? t('am.noCallsYet') : hint,
            value: usage ? rateOrDash(usage, lang) : null,
          },
          {
            id: 'average-response',
            label: t('am.analytics.averageResponseTime'),
            hint,
            value: usage ? ms(usage.averageResponseTime) : null,
          },
          {
            id: 'p95-response',
            label: t('am.analytics.p95'),
            hint: usage ? t('am.analytics.p95Hint', { p50: ms(usage.p50ResponseTime) }) : hint,
            value: usage ? ms(usage.p95ResponseTime) : null,
          },
        ]}
      />
      <section className="card" aria-labelledby="am-per-day-title">
        <h2 id="am-per-day-title" className="card-title">
          {t('am.analytics.perDay')}
        </h2>
        <p className="card-subtitle">{t('am.analytics.perDayHint')}</p>
        <LoadState t={t} loaded={Boolean(usage)} failed={Boolean(error && !usage)}>
          {usage?.totalRequests === 0 ? (
            <p className="muted">{t('am.analytics.noCalls')}</p>
          ) : (
            usage && <CallsPerDayChart days={usage.daily} lang={lang} t={t} />
          )}
        </LoadState>
      </section>
      <div className="am-analytics-pair">
        <section className="card" aria-labelledby="am-top-title" data-testid="top-endpoints">
          <h2 id="am-top-title" className="card-title">
            {t('am.analytics.topEndpoints')}
          </h2>
          <LoadState t={t} loaded={Boolean(usage)} failed={Boolean(error && !usage)}>
            {usage?.topEndpoints.length === 0 ? (
              <p className="muted">{t('am.analytics.noCalls')}</p>
            ) : (
              <ol className="am-ranking">
                {usage?.topEndpoints.map((row) => (
                  <li key={`${row.method} ${row.endpoint}`}>
                    <span className="mono cell-wrap" translate="no">
                      {row.method} {row.endpoint}
                    </span>
                    <strong>{formatCount(row.count, lang)}</strong>
                  </li>
                ))}
              </ol>
            )}
          </LoadState>
        </section>
        <section className="card" aria-labelledby="am-errors-title" data-testid="errors-by-status">
          <h2 id="am-errors-title" className="card-title">
            {t('am.analytics.errorsByStatus')}
          </h2>
          <LoadState t={t} loaded={Boolean(usage)} failed={Boolean(error && !usage)}>
            {usage?.errorsByStatus.length === 0 ? (
              <p className="muted">{t('am.analytics.noErrors')}</p>
            ) : (
              <ol className="am-ranking">
                {usage?.errorsByStatus.map((row) => {
                  const kind = statusClass(row.status);
                  return (
                    <li key={row.status} data-testid="error-status">
                      <span className={`badge ${STATUS_TONE[kind]}`}>
                        {row.status} {t(`am.statusClass.${kind}`)}
                      </span>
                      <strong>{formatCount(row.count, lang)}</strong>
                    </li>
                  );
                })}
              </ol>
            )}
          </LoadState>
        </section>
      </div>
      <RequestLogPanel lang={lang} t={t} mode={shown} initialCaller={initialCaller} />
    </div>
  );
}
