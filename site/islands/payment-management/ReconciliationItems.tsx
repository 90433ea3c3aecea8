import { useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { providerLabel } from '../back-office/transactions/transaction-labels.ts';
import { PaginationBar } from '../shared/PaginationBar.tsx';
import type { PmKey, PmT } from './messages.ts';
import type { ReconciliationReport } from './payment-management-api.ts';

const ITEM_STATUSES = new Set([
  'matched',
  'missing_at_provider',
  'missing_in_platform',
  'amount_mismatch',
  'not_posted',
]);

function itemTone(status: string): string {
  return status === 'matched' ? 'badge-success' : status === 'amount_mismatch' ? 'badge-warning' : 'badge-danger';
}

/** A busy day has a few hundred lines: the table shows them 50 at a time, like the transactions. */
export const RECONCILIATION_PAGE_ROWS = 50;

/** The report's line items: one row per payment compared with the provider's records, a page at a time. */
export function ReconciliationItems({
  lang,
  t,
  errors,
  items,
}: {
  lang: Lang;
  t: PmT;
  errors: ErrorTranslator;
  items: ReconciliationReport['items'];
}) {
  const [requested, setPage] = useState(1);
  if (items.length === 0) return <p className="muted">{t('pm.recon.noItems')}</p>;
  const pages = Math.ceil(items.length / RECONCILIATION_PAGE_ROWS);
  // The same day generated again may have fewer lines: stay on a page that exists.
  const page = Math.min(requested, pages);
  const first = (page - 1) * RECONCILIATION_PAGE_ROWS;
  const shown = items.slice(first, first + RECONCILIATION_PAGE_ROWS);
  const amount = (value: number | null) => (value === null ? '—' : formatXAF(value));
  return (
    <>
      <div className="table-wrap">
        <table className="table" data-testid="reconciliation-items">
          <thead>
            <tr>
              <th scope="col">{t('pm.col.reference')}</th>
              <th scope="col">{t('pm.col.provider')}</th>
              <th scope="col">{t('pm.col.status')}</th>
              <th scope="col">{t('pm.recon.platformAmount')}</th>
              <th scope="col">{t('pm.recon.providerAmountItem')}</th>
              <th scope="col">{t('pm.recon.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={`${item.reference}-${item.provider}`}>
                <td className="mono cell-wrap">{item.reference}</td>
                <td>{providerLabel(item.provider, t)}</td>
                <td>
                  <span className={`badge ${itemTone(item.status)}`}>
                    {ITEM_STATUSES.has(item.status) ? t(`pm.recon.item.${item.status}` as PmKey) : item.status}
                  </span>
                </td>
                <td>{amount(item.platform_amount)}</td>
                <td>{amount(item.provider_amount)}</td>
                <td className="small">
                  {errors.issue({ message: item.detail, reason: item.detail_reason, params: item.detail_params }) ??
                    item.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PaginationBar
        page={page}
        totalPages={pages}
        countTestId="reconciliation-count"
        onPage={setPage}
        texts={{
          count: t('pm.recon.count', {
            from: formatCount(first + 1, lang),
            to: formatCount(first + shown.length, lang),
            total: formatCount(items.length, lang),
          }),
          previous: t('pm.previous'),
          next: t('pm.next'),
          page: (current, total) => t('pm.page', { page: current, pages: total }),
        }}
      />
    </>
  );
}
