import type { ReactNode } from 'react';
import '../back-office-tables.css';
import { formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { formatXAF } from '../../../../domain/money.ts';
import type { ApiSchema } from '../../../lib/api/schema.ts';
import { StatusBadge } from '../../payments/StatusBadge.tsx';
import { TableRows } from '../../shared/TableRows.tsx';
import type { BackOfficeT } from '../messages.ts';
import { providerLabel, typeLabel } from './transaction-labels.ts';

/** A payment as both portals' transaction lists answer with it. */
export type BackOfficeTransaction = ApiSchema<'Transaction'>;

interface Props<Row extends BackOfficeTransaction> {
  lang: Lang;
  t: BackOfficeT;
  /** Undefined while the first answer loads. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  empty: string;
  /** A last column of row actions (details, retry), when the portal offers them. */
  actions?: (row: Row) => ReactNode;
}

/**
 * The staff table of payments, as /admin and /payment-management show it: reference, customer
 * and phone, amount in FCFA, type, provider, status badge, date; cards on a phone.
 */
export function TransactionsTable<Row extends BackOfficeTransaction>({
  lang,
  t,
  rows,
  loading,
  empty,
  actions,
}: Props<Row>) {
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="table stacked-table" data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">{t('backOffice.tx.col.reference')}</th>
            <th scope="col">{t('backOffice.tx.col.customer')}</th>
            <th scope="col">{t('backOffice.tx.col.amount')}</th>
            <th scope="col">{t('backOffice.tx.col.type')}</th>
            <th scope="col">{t('backOffice.tx.col.provider')}</th>
            <th scope="col">{t('backOffice.tx.col.status')}</th>
            <th scope="col">{t('backOffice.tx.col.date')}</th>
            {actions && <th scope="col">{t('backOffice.tx.col.actions')}</th>}
          </tr>
        </thead>
        <TableRows
          rows={rows}
          columns={actions ? 8 : 7}
          loadingLabel={t('common.loading')}
          emptyTestId="transactions-empty"
          empty={empty}
        >
          {(row) => (
            <tr key={row.reference} data-testid="transaction-row" data-reference={row.reference}>
              <td className="mono cell-wrap bo-reference" data-label={t('backOffice.tx.col.reference')}>
                {row.reference}
              </td>
              <td data-label={t('backOffice.tx.col.customer')}>
                <div>
                  <div className="bo-strong" translate="no">
                    {row.customer.name}
                  </div>
                  <div className="small muted mono">{row.customer.phone}</div>
                </div>
              </td>
              <td className="bo-amount" data-label={t('backOffice.tx.col.amount')}>
                {formatXAF(row.amount)}
              </td>
              <td data-label={t('backOffice.tx.col.type')}>{typeLabel(row.type, t)}</td>
              <td data-label={t('backOffice.tx.col.provider')}>{providerLabel(row.provider, t)}</td>
              <td data-label={t('backOffice.tx.col.status')}>
                <StatusBadge status={row.status} t={t} />
              </td>
              <td data-label={t('backOffice.tx.col.date')}>
                <time dateTime={row.created_at}>{formatDateTime(row.created_at, lang)}</time>
              </td>
              {actions && (
                <td className="actions-cell">
                  <div className="row-actions">{actions(row)}</div>
                </td>
              )}
            </tr>
          )}
        </TableRows>
      </table>
    </div>
  );
}
