import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { TransactionsTable } from '../back-office/transactions/TransactionsTable.tsx';
import { canRetry } from '../payments/payment-status.ts';
import { Icon } from '../shared/Icon.tsx';
import { PaginationBar } from '../shared/PaginationBar.tsx';
import { saveFile } from '../shared/save-file.ts';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import type { PmT } from './messages.ts';
import { refreshPaymentData, type Transaction, transactionsQuery } from './payment-management-api.ts';
import { retryPayment } from './retry-payment.ts';
import { TransactionDetailsDialog } from './TransactionDetailsDialog.tsx';
import { TransactionFiltersBar } from './TransactionFiltersBar.tsx';
import { DEFAULT_FILTERS, type TransactionFilters, transactionsPath } from './transaction-filters.ts';
import { transactionsCsv } from './transactions-csv.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  lang: Lang;
  t: PmT;
  mayRetry: boolean;
}

/** Downloads the rows on screen as a CSV file, built in the browser (no call). */
function exportRows(rows: Transaction[]) {
  const csv = new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
  saveFile(csv, `transactions-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** Payment management's Transactions tab: filters, the table, details and retry. */
export function TransactionsTab({ lang, t, mayRetry }: Props) {
  const [filters, setFilters] = useState<TransactionFilters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<Transaction | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const path = transactionsPath({ ...filters, search });
  // One store per filter set, all sharing the page's query cache.
  const $transactions = useMemo(() => transactionsQuery(path), [path]);
  const { data: fetched, error, loading } = useStore($transactions);
  const data = useLastAnswer(fetched);
  const rows = data?.data;

  async function retry(reference: string): Promise<boolean> {
    setRetrying(reference);
    const ok = await retryPayment(reference, t);
    setRetrying(null);
    if (ok) refreshPaymentData();
    return ok;
  }

  return (
    <div className="pm-transactions" data-testid="transactions-tab">
      <div className="toolbar">
        <TransactionFiltersBar t={t} filters={filters} onChange={setFilters} />
        <button
          className="btn btn-outline pm-export"
          type="button"
          disabled={!rows || rows.length === 0}
          onClick={() => rows && exportRows(rows)}
          data-testid="export-transactions"
        >
          <Icon name="download" size={16} />
          {t('pm.export')}
        </button>
      </div>
      {error && !rows ? (
        <p className="alert alert-danger" role="alert" data-testid="transactions-error">
          {t('pm.tx.error')}
        </p>
      ) : (
        <TransactionsTable
          lang={lang}
          t={t}
          rows={rows}
          loading={loading}
          empty={t('pm.tx.empty')}
          actions={(row) => (
            <>
              <button
                className="icon-btn row-action"
                type="button"
                onClick={() => setSelected(row)}
                title={t('pm.viewDetails')}
                data-testid="view-details"
              >
                <Icon name="eye" />
                <span className="sr-only">
                  {t('pm.viewDetails')} {row.reference}
                </span>
              </button>
              {mayRetry && canRetry(row.status) && row.can_retry !== false && (
                <button
                  className="icon-btn row-action row-action-primary"
                  type="button"
                  onClick={() => void retry(row.reference)}
                  disabled={retrying === row.reference}
                  title={t('pm.retry')}
                  data-testid="row-retry"
                >
                  <Icon name="retry" />
                  <span className="sr-only">
                    {t('pm.retry')} {row.reference}
                  </span>
                </button>
              )}
            </>
          )}
        />
      )}
      {data && (
        <PaginationBar
          page={filters.page}
          totalPages={data.pagination.totalPages}
          countTestId="transactions-count"
          onPage={(page) => setFilters({ ...filters, page })}
          texts={{
            count: t('pm.tx.count', { shown: data.data.length, total: data.pagination.total }),
            previous: t('pm.previous'),
            next: t('pm.next'),
            page: (page, pages) => t('pm.page', { page, pages }),
          }}
        />
      )}
      {selected && (
        <TransactionDetailsDialog
          lang={lang}
          t={t}
          transaction={selected}
          mayRetry={mayRetry}
          onRetry={retry}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}
