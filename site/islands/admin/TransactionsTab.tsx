import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { providerLabel, typeLabel } from '../payment-management/transaction-labels.ts';
import { StatusBadge } from '../payments/StatusBadge.tsx';
import { TableRows } from '../shared/TableRows.tsx';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import { transactionsQuery } from './admin-api.ts';
import type { PortalT } from './messages.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin portal's Transactions tab, on the real payments (`GET /api/admin/transactions`, the 50
 * newest): a search and the table, statuses coloured as everywhere.
 */
export function TransactionsTab({ lang, t }: { lang: Lang; t: PortalT }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const $list = useMemo(() => transactionsQuery(q), [q]);
  const { data: fetched, error, loading } = useStore($list);
  const data = useLastAnswer(fetched);
  const rows = data?.transactions;

  return (
    <section className="card tab-card" aria-labelledby="portal-tx-title" data-testid="transactions-tab">
      <div className="portal-title-line">
        <h2 id="portal-tx-title" className="card-title">
          {t('portal.tx.title')}
        </h2>
        {data && (
          <span className="small muted" data-testid="transactions-count">
            {t('portal.tx.count', {
              shown: formatCount(data.transactions.length, lang),
              total: formatCount(data.total, lang),
            })}
          </span>
        )}
      </div>
      <search className="toolbar">
        <div className="field portal-search">
          <label className="sr-only" htmlFor="transactions-search">
            {t('portal.tx.search')}
          </label>
          <input
            id="transactions-search"
            className="input"
            type="search"
            placeholder={t('portal.tx.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="transactions-search"
          />
        </div>
      </search>
      {error && !rows ? (
        <p className="alert alert-danger" role="alert" data-testid="load-failed">
          {t('portal.loadFailed')}
        </p>
      ) : (
        <div className="table-wrap" aria-busy={loading}>
          <table className="table stacked-table" data-testid="transactions-table">
            <thead>
              <tr>
                <th scope="col">{t('portal.tx.col.reference')}</th>
                <th scope="col">{t('portal.tx.col.customer')}</th>
                <th scope="col">{t('portal.tx.col.amount')}</th>
                <th scope="col">{t('portal.tx.col.type')}</th>
                <th scope="col">{t('portal.tx.col.provider')}</th>
                <th scope="col">{t('portal.tx.col.status')}</th>
                <th scope="col">{t('portal.tx.col.date')}</th>
              </tr>
            </thead>
            <TableRows
              rows={rows}
              columns={7}
              loadingLabel={t('common.loading')}
              emptyTestId="transactions-empty"
              empty={t('portal.tx.empty')}
            >
              {(row) => (
                <tr key={row.reference} data-testid="transaction-row" data-reference={row.reference}>
                  <td className="mono cell-wrap portal-reference" data-label={t('portal.tx.col.reference')}>
                    {row.reference}
                  </td>
                  <td data-label={t('portal.tx.col.customer')}>
                    <div>
                      <div className="portal-strong" translate="no">
                        {row.customer.name}
                      </div>
                      <div className="small muted mono">{row.customer.phone}</div>
                    </div>
                  </td>
                  <td className="portal-strong" data-label={t('portal.tx.col.amount')}>
                    {formatXAF(row.amount)}
                  </td>
                  <td data-label={t('portal.tx.col.type')}>{typeLabel(row.type, t)}</td>
                  <td data-label={t('portal.tx.col.provider')}>{providerLabel(row.provider, t)}</td>
                  <td data-label={t('portal.tx.col.status')}>
                    <StatusBadge status={row.status} t={t} />
                  </td>
                  <td data-label={t('portal.tx.col.date')}>
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at, lang)}</time>
                  </td>
                </tr>
              )}
            </TableRows>
          </table>
        </div>
      )}
    </section>
  );
}
