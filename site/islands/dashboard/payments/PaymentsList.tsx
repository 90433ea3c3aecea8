import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { formatXAF } from '../../../../domain/money.ts';
import { ambientToast } from '../../../stores/toast.ts';
import { failureText } from '../../payments/failure-reason.ts';
import { normalizeStatus } from '../../payments/payment-status.ts';
import { StatusBadge } from '../../payments/StatusBadge.tsx';
import type { PaymentsT } from '../messages.ts';
import { $payments, $providers, type ProviderOption } from './payments-api.ts';
import { type StatusChange, useFastRefresh, useStatusChanges } from './use-payment-watch.ts';

function providerName(code: string | null, providers: ProviderOption[]): string {
  if (!code) return '';
  return providers.find((provider) => provider.code === code)?.name ?? code.toUpperCase();
}

/**
 * Recent payments: every field of each payment, refreshed every 30 s, every 3 s
 * while one is in flight; a status change is said in a polite live region and a toast.
 */
export function PaymentsList({ lang, t }: { lang: Lang; t: PaymentsT }) {
  const { data, error, loading } = useStore($payments);
  const { data: providers } = useStore($providers);
  const known = [...(providers?.providers ?? []), ...(providers?.gimac_providers.mobile ?? [])];
  const payments = data?.data;
  const [announcement, setAnnouncement] = useState('');

  useFastRefresh(
    payments,
    useCallback(() => $payments.revalidate(), []),
  );
  useStatusChanges(payments, (changes: StatusChange[]) => {
    const said = changes
      .map(({ payment }) =>
        t('payments.list.statusChanged', {
          reference: payment.reference,
          status: t(`payments.status.${normalizeStatus(payment.status)}`),
        }),
      )
      .join(' ');
    setAnnouncement(said);
    const failed = changes.some(({ payment }) => payment.status === 'failed');
    ambientToast({
      title: t('payments.list.statusUpdated'),
      description: said,
      variant: failed ? 'destructive' : 'success',
    });
  });

  return (
    <section className="card payments-card" data-testid="payments-list" aria-labelledby="payments-list-title">
      <div className="card-header">
        <div>
          <h2 id="payments-list-title" className="card-title">
            {t('payments.list.title')}
          </h2>
          <p className="card-subtitle">{t('payments.list.subtitle')}</p>
        </div>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          onClick={() => $payments.revalidate()}
          disabled={loading}
          data-testid="payments-refresh"
        >
          {t('payments.list.refresh')}
        </button>
      </div>
      {error && !payments ? (
        <p className="alert alert-danger" role="alert" data-testid="payments-error">
          {t('payments.list.error')}
        </p>
      ) : !payments ? (
        <div className="payments-skeleton" role="status" aria-label={t('common.loading')}>
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      ) : payments.length === 0 ? (
        <p className="payments-empty muted" data-testid="payments-empty">
          {t('payments.list.empty')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and a keyboard must reach it to scroll it (axe scrollable-region-focusable)
        <ul className="payment-rows" tabIndex={0} aria-labelledby="payments-list-title">
          {payments.map((payment) => (
            <li
              key={payment.reference}
              className="payment-row"
              data-testid="payment-row"
              data-reference={payment.reference}
            >
              <div className="payment-row-main">
                <span className="mono payment-reference" title={t('payments.col.reference')}>
                  {payment.reference}
                </span>
                <span className="payment-customer" translate="no">
                  {payment.customer.name}
                </span>
                <dl className="payment-meta">
                  <div>
                    <dt>{t('payments.col.provider')}</dt>
                    <dd>{providerName(payment.provider, known)}</dd>
                  </div>
                  <div>
                    <dt>{t('payments.col.phone')}</dt>
                    <dd className="mono">{payment.phone}</dd>
                  </div>
                  <div>
                    <dt>{t('payments.col.createdAt')}</dt>
                    <dd>
                      <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, lang)}</time>
                    </dd>
                  </div>
                  {payment.status === 'failed' && failureText(payment, t) && (
                    <div data-testid="payment-failure">
                      <dt>{t('payments.col.failureReason')}</dt>
                      <dd>{failureText(payment, t)}</dd>
                    </div>
                  )}
                </dl>
                {payment.narration && (
                  <p className="payment-narration" translate="no">
                    {payment.narration}
                  </p>
                )}
                {payment.status === 'processing' && payment.payment_url && (
                  // Orange Money WebPay: the payer confirms on Orange's own page.
                  <a className="payment-confirm" href={payment.payment_url} data-testid="payment-confirm-link">
                    {t('payments.list.confirmOnProviderPage')}
                  </a>
                )}
              </div>
              <div className="payment-row-side">
                <span className="payment-amount" data-testid="payment-amount">
                  {formatXAF(payment.amount)}
                </span>
                <StatusBadge status={payment.status} t={t} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite" data-testid="payments-announcement">
        {announcement}
      </p>
      {error && payments && (
        <p className="field-error" role="alert">
          {t('payments.list.error')}
        </p>
      )}
    </section>
  );
}
