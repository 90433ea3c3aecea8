import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { TransactionsTable } from '../back-office/transactions/TransactionsTable.tsx';
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
        <TransactionsTable lang={lang} t={t} rows={rows} loading={loading} empty={t('portal.tx.empty')} />
      )}
    </section>
  );
}
