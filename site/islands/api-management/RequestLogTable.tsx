import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { $apiKeys, $oauthApps, type RequestLogEntry } from './api-management-api.ts';
import type { AmT } from './messages.ts';
import { STATUS_TONE, statusClass } from './status-wording.ts';

/**
 * Request log rows: the overview's 10 and the log's 20, each
 * named by the key or the OAuth app that made the call.
 */
export function RequestLogTable({ logs, lang, t }: { logs: RequestLogEntry[]; lang: Lang; t: AmT }) {
  const keys = useStore($apiKeys).data?.apiKeys ?? [];
  const apps = useStore($oauthApps).data?.apps ?? [];
  const callerOf = (log: RequestLogEntry) =>
    (log.appId ? apps.find((app) => app.id === log.appId)?.name : keys.find((key) => key.id === log.apiKeyId)?.name) ??
    t('am.logs.unknownCaller');
  if (logs.length === 0) {
    return (
      <p className="table-empty" data-testid="logs-empty">
        {t('am.logs.empty')}
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className="table stacked-table am-log-table" data-testid="request-log">
        <thead>
          <tr>
            <th scope="col">{t('am.col.caller')}</th>
            <th scope="col">{t('am.col.method')}</th>
            <th scope="col">{t('am.col.endpoint')}</th>
            <th scope="col">{t('am.col.status')}</th>
            <th scope="col">{t('am.col.responseTime')}</th>
            <th scope="col">{t('am.col.timestamp')}</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => {
            const kind = statusClass(log.statusCode);
            return (
              <tr key={log.id} data-testid="log-row" data-status={log.statusCode}>
                <td
                  className="cell-wrap am-log-caller"
                  data-label={t('am.col.caller')}
                  translate="no"
                  data-testid="log-caller-name"
                >
                  {callerOf(log)}
                </td>
                <td className="mono" data-label={t('am.col.method')}>
                  {log.method}
                </td>
                <td className="mono cell-wrap" data-label={t('am.col.endpoint')} translate="no">
                  {log.endpoint}
                </td>
                <td data-label={t('am.col.status')}>
                  <span className={`badge ${STATUS_TONE[kind]}`}>
                    {log.statusCode} {t(`am.statusClass.${kind}`)}
                  </span>
                </td>
                <td data-label={t('am.col.responseTime')}>{t('am.ms', { value: log.responseTime })}</td>
                <td data-label={t('am.col.timestamp')}>
                  <time dateTime={log.timestamp}>{formatDateTime(log.timestamp, lang)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
