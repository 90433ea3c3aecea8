import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../lib/format.ts';
import type { Lang } from '../../lib/locale.ts';
import { Field } from '../forms/Field.tsx';
import { PaginationBar } from '../shared/PaginationBar.tsx';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import { $apiKeys, LOG_PAGE_ROWS, requestLogQuery } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import { RequestLogTable } from './RequestLogTable.tsx';
import type { StatusClass } from './status-wording.ts';

const STATUS_CLASSES: StatusClass[] = ['2xx', '3xx', '4xx', '5xx'];

interface Filters {
  keyId: string;
  status: StatusClass | '';
  page: number;
}

function logPath({ keyId, status, page }: Filters): string {
  const query = new URLSearchParams({ page: String(page), limit: String(LOG_PAGE_ROWS) });
  if (keyId) query.set('keyId', keyId);
  if (status) query.set('status', status);
  return `/api/v1/analytics/logs?${query}`;
}

/** The request log: the caller's own calls, newest first, by key and status class, 20 a page. */
export function RequestLogPanel({ lang, t }: { lang: Lang; t: AmT }) {
  const [filters, setFilters] = useState<Filters>({ keyId: '', status: '', page: 1 });
  const path = logPath(filters);
  const $logs = useMemo(() => requestLogQuery(path), [path]);
  const { data: fetched, error } = useStore($logs);
  const data = useLastAnswer(fetched);
  const keys = useStore($apiKeys).data?.apiKeys ?? [];

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
              value={filters.keyId}
              onChange={(event) => setFilters({ ...filters, keyId: event.target.value, page: 1 })}
            >
              <option value="">{t('am.logs.allKeys')}</option>
              {keys.map((key) => (
                <option key={key.id} value={key.id} translate="no">
                  {key.name} ({key.keyPrefix}…)
                </option>
              ))}
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
