import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { deliveriesQuery, developerActions, refreshDeliveries, type WebhookDelivery } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';

const STATUS_TONE: Record<WebhookDelivery['status'], string> = {
  pending: 'badge-warning',
  succeeded: 'badge-success',
  failed: 'badge-danger',
};

/**
 * An endpoint's delivery log (issue 13: status code, duration, the first 1 KB of the answer,
 * the next retry), newest first, each attempt with Resend.
 */
export function DeliveryLog({
  webhookId,
  lang,
  t,
  errors,
}: {
  webhookId: string;
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
}) {
  const $deliveries = useMemo(() => deliveriesQuery(webhookId), [webhookId]);
  const { data, error } = useStore($deliveries);
  const [resending, setResending] = useState<string | null>(null);
  const deliveries = data?.deliveries;

  async function resend(delivery: WebhookDelivery) {
    setResending(delivery.id);
    try {
      await developerActions.resend(webhookId, delivery.id);
      toast({ title: t('am.resent'), description: t('am.resentBody'), variant: 'success' });
      refreshDeliveries(webhookId);
    } catch (failure) {
      toastFailure(t('am.resendFailed'), errors.message(failure));
    } finally {
      setResending(null);
    }
  }

  return (
    <section className="am-deliveries" aria-label={t('am.deliveries.title')} data-testid="delivery-log">
      <LoadState t={t} loaded={Boolean(deliveries)} failed={Boolean(error && !deliveries)}>
        {deliveries?.length === 0 ? (
          <p className="table-empty" data-testid="deliveries-empty">
            {t('am.deliveries.empty')}
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t('am.deliveries.col.event')}</th>
                  <th scope="col">{t('am.deliveries.col.attempt')}</th>
                  <th scope="col">{t('am.deliveries.col.status')}</th>
                  <th scope="col">{t('am.deliveries.col.code')}</th>
                  <th scope="col">{t('am.deliveries.col.duration')}</th>
                  <th scope="col">{t('am.deliveries.col.time')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('am.deliveries.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries?.map((delivery) => (
                  <tr key={delivery.id} data-testid="delivery-row" data-status={delivery.status}>
                    <td className="mono cell-wrap" data-label={t('am.deliveries.col.event')}>
                      {delivery.eventType}
                    </td>
                    <td data-label={t('am.deliveries.col.attempt')}>{delivery.attempt}</td>
                    <td data-label={t('am.deliveries.col.status')}>
                      <span className={`badge ${STATUS_TONE[delivery.status]}`}>
                        {t(`am.deliveries.status.${delivery.status}`)}
                      </span>
                      {delivery.nextRetryAt && (
                        <div className="small muted">
                          {t('am.deliveries.nextRetry', { date: formatDateTime(delivery.nextRetryAt, lang) })}
                        </div>
                      )}
                    </td>
                    <td className="mono" data-label={t('am.deliveries.col.code')} data-testid="delivery-code">
                      {delivery.statusCode ?? '—'}
                    </td>
                    <td data-label={t('am.deliveries.col.duration')}>
                      {delivery.durationMs === null ? '—' : t('am.ms', { value: delivery.durationMs })}
                    </td>
                    <td data-label={t('am.deliveries.col.time')}>
                      {formatDateTime(delivery.attemptedAt ?? delivery.createdAt, lang)}
                      <details className="am-answer">
                        <summary>{t('am.deliveries.response')}</summary>
                        <pre className="mono" data-testid="delivery-response">
                          {delivery.response ?? delivery.error ?? t('am.deliveries.noResponse')}
                        </pre>
                      </details>
                    </td>
                    <td className="actions-cell">
                      <button
                        className="btn btn-outline btn-sm"
                        type="button"
                        disabled={resending === delivery.id}
                        onClick={() => void resend(delivery)}
                        data-testid="resend-delivery"
                      >
                        {t('am.deliveries.resend')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
