import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Field } from '../forms/Field.tsx';
import { PaginationBar } from '../shared/PaginationBar.tsx';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import { $apiKeys, $oauthApps, type DataMode, LOG_PAGE_ROWS, requestLogQuery } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import { RequestLogTable } from './RequestLogTable.tsx';
import type { StatusClass } from './status-wording.ts';

const STATUS_CLASSES: StatusClass[] = ['2xx', '3xx', '4xx', '5xx'];

/** Whose calls: every key and app, one key (`key:<id>`) or one OAuth app (`app:<id>`). */
export type CallerFilter = '' | `key:${string}` | `app:${string}`;

interface Filters {
  caller: CallerFilter;
  status: StatusClass | '';
  page: number;
}

function logPath({ caller, status, page }: Filters, mode: DataMode): string {
  const query = new URLSearchParams({ page: String(page), limit: String(LOG_PAGE_ROWS) });
  if (mode) query.set('mode', mode);
  if (caller.startsWith('key:')) query.set('keyId', caller.slice(4));
  if (caller.startsWith('app:')) query.set('appId', caller.slice(4));
  if (status) query.set('status', status);
  return `/api/v1/analytics/logs?${query}`;
}

interface Props {
  lang: Lang;
  t: AmT;
  /** The mode the Analytics tab shows: the log lists that mode's calls only. */
  mode: DataMode;
  /** The caller to start with (an app card's View log). */
  initialCaller?: CallerFilter;
}

/** The request log: the caller's own calls, newest first, by key or app and status class, 20 a page. */
export function RequestLogPanel({ lang, t, mode, initialCaller = '' }: Props) {
  const [filters, setFilters] = useState<Filters>({ caller: initialCaller, status: '', page: 1 });
  const path = logPath(filters, mode);
  const $logs = useMemo(() => requestLogQuery(path), [path]);
  const { data: fetched, error } = useStore($logs);
  const data = useLastAnswer(fetched);
  const keys = useStore($apiKeys).data?.apiKeys ?? [];
  const apps = useStore($oauthApps).data?.apps ?? [];

  return (
    <section className="card" aria-labelledby="am-log-title" data-testid="request-log-panel">
      <h2 id="am-log-title" className="card-title">
        {t('am.logs.title')}
      </h2>
      <p className="card-subtitle">{t('am.logs.hint')}</p>
      <div className="toolbar am-log-filters">
        <Field id="log-key" label={t('am.logs.filterKey')}>
          {(describedBy) => (
            <select
              id="log-key"
              className="select"
              aria-describedby={describedBy}
              value={filters.caller}
              onChange={(event) => setFilters({ ...filters, caller: event.target.value as CallerFilter, page: 1 })}
              data-testid="log-caller"
            >
              <option value="">{t('am.logs.allKeys')}</option>
              <optgroup label={t('am.logs.keysGroup')}>
                {keys.map((key) => (
                  <option key={key.id} value={`key:${key.id}`} translate="no">
                    {key.name} ({key.keyPrefix}…)
                  </option>
                ))}
              </optgroup>
              {apps.length > 0 && (
                <optgroup label={t('am.logs.appsGroup')}>
                  {apps.map((app) => (
                    <option key={app.id} value={`app:${app.id}`} translate="no">
                      {app.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <Field id="log-status" label={t('am.logs.filterStatus')}>
          {(describedBy) => (
            <select
              id="log-status"
              className="select"
              aria-describedby={describedBy}
              value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as Filters['status'], page: 1 })}
            >
              <option value="">{t('am.logs.allStatuses')}</option>
              {STATUS_CLASSES.map((kind) => (
                <option key={kind} value={kind}>
                  {kind} {t(`am.statusClass.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <LoadState t={t} loaded={Boolean(data)} failed={Boolean(error && !data)}>
        <RequestLogTable logs={data?.logs ?? []} lang={lang} t={t} />
        {data && (
          <PaginationBar
            page={filters.page}
            totalPages={data.pagination.totalPages}
            countTestId="logs-count"
            onPage={(page) => setFilters({ ...filters, page })}
            texts={{
              count: t('am.logs.count', {
                shown: formatCount(data.logs.length, lang),
                total: formatCount(data.pagination.total, lang),
              }),
              previous: t('am.previous'),
              next: t('am.next'),
              page: (page, pages) => t('am.page', { page, pages }),
            }}
          />
        )}
      </LoadState>
    </section>
  );
}
