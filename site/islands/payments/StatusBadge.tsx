import type { StatusT } from './messages.ts';
import { normalizeStatus, statusBadgeClass } from './payment-status.ts';

/** A payment status as a coloured badge; an unknown value keeps its text, styled as pending. */
export function StatusBadge({ status, t }: { status: string; t: StatusT }) {
  const known = normalizeStatus(status) === status;
  return (
    <span className={statusBadgeClass(status)} data-testid="status-badge" data-status={status}>
      <span className="dot" aria-hidden="true" />
      {known ? t(`payments.status.${normalizeStatus(status)}`) : status}
    </span>
  );
}
