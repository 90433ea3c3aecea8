/** Payment statuses the server sends (payments contract; spec 000 §4, spec 001 §4). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type StatusTone = 'success' | 'danger' | 'warning';

/** An unknown value is shown like pending (spec 000 §4), never as an error. */
export function normalizeStatus(status: unknown): PaymentStatus {
  return typeof status === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'pending';
}

/** Success green, failed red, pending and processing yellow (spec 001 §4). */
export function statusTone(status: unknown): StatusTone {
  const known = normalizeStatus(status);
  if (known === 'success') return 'success';
  if (known === 'failed') return 'danger';
  return 'warning';
}

/** The badge class for a status, from the site's badge palette. */
export function statusBadgeClass(status: unknown): string {
  return `badge badge-${statusTone(status)}`;
}

/** Only failed payments may be retried (spec 001 §4). */
export function canRetry(status: unknown): boolean {
  return status === 'failed';
}
