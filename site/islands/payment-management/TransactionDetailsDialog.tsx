import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { providerLabel, typeLabel } from '../back-office/transactions/transaction-labels.ts';
import { failureText } from '../payments/failure-reason.ts';
import { canRetry } from '../payments/payment-status.ts';
import { StatusBadge } from '../payments/StatusBadge.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { PmT } from './messages.ts';
import type { Transaction } from './payment-management-api.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface Props {
  lang: Lang;
  t: PmT;
  transaction: Transaction;
  mayRetry: boolean;
  onRetry: (reference: string) => Promise<boolean>;
  onClose: () => void;
}

/** The transaction details dialog, with Retry Payment for a failed payment. */
export function TransactionDetailsDialog({ lang, t, transaction, mayRetry, onRetry, onClose }: Props) {
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    const ok = await onRetry(transaction.reference);
    if (ok) onClose();
    else setRetrying(false);
  }

  return (
    <Modal titleId="tx-details-title" onClose={onClose} testId="transaction-details">
      <DialogHeader
        titleId="tx-details-title"
        title={t('pm.details.title')}
        closeLabel={t('pm.close')}
        onClose={onClose}
      />
      <dl className="details-list">
        <Row label={t('pm.details.reference')}>
          <span className="mono">{transaction.reference}</span>
        </Row>
        <Row label={t('pm.details.amount')}>{formatXAF(transaction.amount)}</Row>
        <Row label={t('pm.details.status')}>
          <StatusBadge status={transaction.status} t={t} />
        </Row>
        <Row label={t('pm.details.type')}>{typeLabel(transaction.type, t)}</Row>
        <Row label={t('pm.details.customerName')}>
          <span translate="no">{transaction.customer.name}</span>
        </Row>
        <Row label={t('pm.details.phone')}>
          <span className="mono">{transaction.customer.phone}</span>
        </Row>
        {transaction.customer.email && <Row label={t('pm.details.email')}>{transaction.customer.email}</Row>}
        <Row label={t('pm.details.provider')}>{providerLabel(transaction.provider, t)}</Row>
        <Row label={t('pm.details.created')}>
          <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, lang)}</time>
        </Row>
        {transaction.failure_reason && (
          <Row label={t('pm.details.failureReason')}>
            {failureText(transaction, t, null) ?? transaction.failure_reason}
          </Row>
        )}
      </dl>
      <div className="dialog-footer">
        <button className="btn btn-outline" type="button" onClick={onClose}>
          {t('pm.close')}
        </button>
        {mayRetry && canRetry(transaction.status) && (
          <button
            className="btn btn-primary"
            type="button"
            onClick={retry}
            disabled={retrying}
            data-testid="details-retry"
          >
            {t('pm.retryPayment')}
          </button>
        )}
      </div>
    </Modal>
  );
}
