import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { providerLabel } from '../back-office/transactions/transaction-labels.ts';
import type { PmT } from './messages.ts';
import { $unresolvedPayments } from './payment-management-api.ts';

/**
 * Payments whose provider gave no final answer within the pending deadline. They are never
 * failed for it (the provider may have collected): the engine keeps asking and the provider's
 * settlement statement settles them, so staff watch them here rather than act on a guess.
 */
export function UnresolvedPayments({ lang, t }: { lang: Lang; t: PmT }) {
  const { data, error, loading } = useStore($unresolvedPayments);
  const rows = data?.data ?? [];
  return (
    <div className="card" data-testid="unresolved-payments">
      <h2 id="pm-unresolved-title" className="card-title">
        {t('pm.unresolved.title')}
      </h2>
      <p className="card-subtitle">{t('pm.unresolved.subtitle')}</p>
      {loading && !data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : error ? (
        <p className="muted" role="alert">
          {t('pm.unresolved.error')}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted" data-testid="unresolved-empty">
          {t('pm.unresolved.none')}
        </p>
      ) : (
        // On a phone the table scrolls sideways: a named region that takes focus can be scrolled by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to take focus to be scrolled by keyboard.
        <section className="table-wrap" tabIndex={0} aria-labelledby="pm-unresolved-title">
          <table className="table" data-testid="unresolved-table">
            <thead>
              <tr>
                <th scope="col">{t('pm.col.reference')}</th>
                <th scope="col">{t('pm.col.provider')}</th>
                <th scope="col">{t('pm.col.amount')}</th>
                <th scope="col">{t('pm.unresolved.reason')}</th>
                <th scope="col">{t('pm.unresolved.since')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <td className="mono cell-wrap">
                    {row.reference}
                    <div className="small muted" translate="no">
                      {row.customerName} · {row.customerPhone}
                    </div>
                  </td>
                  <td>{providerLabel(row.provider, t)}</td>
                  <td>{formatXAF(row.amount)}</td>
                  <td>
                    <span className="badge badge-warning">{t(`pm.unresolved.reason.${row.reason}`)}</span>
                  </td>
                  <td className="small">{formatDateTime(row.unresolvedSince, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
