import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { PaginationBar } from '../shared/PaginationBar.tsx';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import type { AdT } from './messages.ts';
import { systemLogsQuery } from './operations-api.ts';
import {
  DEFAULT_LOG_FILTERS,
  LOG_LEVELS,
  LOG_PAGE_SIZE,
  type LogFilters,
  systemLogsPath,
} from './system-log-filters.ts';

const TYPING_DEBOUNCE_MS = 300;
const LEVEL_BADGES = { warn: 'badge badge-warning', error: 'badge badge-danger', fatal: 'badge badge-danger' } as const;

/**
 * The header's System Logs (issue 16 item 6): the server's warnings and errors from
 * `system_logs`, newest first, with level, search and day filters and pages of 20.
 */
export function SystemLogsDialog({
  lang,
  t,
  errors,
  onClose,
}: {
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
  onClose: () => void;
}) {
  const [filters, setFilters] = useState<LogFilters>(DEFAULT_LOG_FILTERS);
  const [page, setPage] = useState(1);
  const q = useDebounced(filters.q, TYPING_DEBOUNCE_MS);
  const path = systemLogsPath({ ...filters, q }, page);
  const $logs = useMemo(() => systemLogsQuery(path), [path]);
  const { data: fetched, error } = useStore($logs);
  const data = useLastAnswer(fetched);
  const change = (patch: Partial<LogFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const totalPages = data ? Math.max(1, Math.ceil(data.total / LOG_PAGE_SIZE)) : 1;

  return (
    <Modal titleId="system-logs-title" onClose={onClose} testId="system-logs-dialog" wide>
      <DialogHeader
        titleId="system-logs-title"
        title={t('ad.logs.title')}
        description={t('ad.logs.hint')}
        closeLabel={t('ad.close')}
        onClose={onClose}
      />
      <div className="logs-filters">
        <div className="field">
          <label className="label" htmlFor="logs-level">
            {t('ad.logs.level')}
          </label>
          <select
            id="logs-level"
            className="select"
            value={filters.level}
            onChange={(event) => change({ level: event.target.value as LogFilters['level'] })}
          >
            <option value="all">{t('ad.logs.allLevels')}</option>
            {LOG_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`ad.logs.level.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="logs-search">
            {t('ad.logs.search')}
          </label>
          <input
            id="logs-search"
            className="input"
            type="search"
            value={filters.q}
            maxLength={200}
            onChange={(event) => change({ q: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="logs-from">
            {t('ad.logs.from')}
          </label>
          <input
            id="logs-from"
            className="input"
            type="date"
            value={filters.from}
            onChange={(event) => change({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="logs-to">
            {t('ad.logs.to')}
          </label>
          <input
            id="logs-to"
            className="input"
            type="date"
            value={filters.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </div>
      </div>
      {error && (
        <p className="alert alert-danger" role="alert" data-testid="logs-error">
          {errors.message(error) ?? t('ad.loadFailed')}
        </p>
      )}
      {!data && !error && <span className="skeleton stat-skeleton" role="status" aria-label={t('common.loading')} />}
      {data &&
        (data.logs.length === 0 ? (
          <p className="muted" data-testid="logs-empty">
            {t('ad.logs.empty')}
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table stacked-table" data-testid="logs-table">
              <thead>
                <tr>
                  <th scope="col">{t('ad.logs.col.level')}</th>
                  <th scope="col">{t('ad.logs.col.message')}</th>
                  <th scope="col">{t('ad.logs.col.route')}</th>
                  <th scope="col">{t('ad.logs.col.request')}</th>
                  <th scope="col">{t('ad.logs.col.time')}</th>
                </tr>
              </thead>
              <tbody>
                {data.logs.map((log) => (
                  <tr key={log.id} data-testid="log-row" data-level={log.level}>
                    <td data-label={t('ad.logs.col.level')}>
                      <span className={LEVEL_BADGES[log.level]}>{t(`ad.logs.level.${log.level}`)}</span>
                    </td>
                    <td data-label={t('ad.logs.col.message')} className="logs-message">
                      {log.message}
                    </td>
                    <td data-label={t('ad.logs.col.route')} className="mono small">
                      {log.route ? `${log.route}${log.statusCode ? ` · ${log.statusCode}` : ''}` : '—'}
                    </td>
                    <td data-label={t('ad.logs.col.request')} className="mono small">
                      {log.requestId ?? '—'}
                    </td>
                    <td data-label={t('ad.logs.col.time')} className="small" data-testid="log-time">
                      {formatDateTime(log.createdAt, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {data && (
        <PaginationBar
          page={page}
          totalPages={totalPages}
          countTestId="logs-count"
          onPage={setPage}
          texts={{
            count: t('ad.logs.count', {
              shown: formatCount(data.logs.length, lang),
              total: formatCount(data.total, lang),
            }),
            previous: t('ad.logs.previous'),
            next: t('ad.logs.next'),
            page: (current, pages) =>
              t('ad.logs.page', { page: formatCount(current, lang), pages: formatCount(pages, lang) }),
          }}
        />
      )}
    </Modal>
  );
}
