import type { ApiSchema } from '../../lib/api/schema.ts';

/**
 * Payment statuses as the server's OpenAPI document types them (their one definition is the
 * server's schema): `pending → processing → success | failed`.
 */
export type PaymentStatus = ApiSchema<'Transaction'>['status'];

export type StatusTone = 'success' | 'danger' | 'warning';

/** Success green, failed red, pending and processing yellow; typed to cover every status. */
const TONES = {
  pending: 'warning',
  processing: 'warning',
  success: 'success',
  failed: 'danger',
} as const satisfies Record<PaymentStatus, StatusTone>;

/** An unknown value is shown like pending, never as an error. */
export function normalizeStatus(status: unknown): PaymentStatus {
  return typeof status === 'string' && Object.hasOwn(TONES, status) ? (status as PaymentStatus) : 'pending';
}

export function statusTone(status: unknown): StatusTone {
  return TONES[normalizeStatus(status)];
}

/** The badge class for a status, from the site's badge palette. */
export function statusBadgeClass(status: unknown): string {
  return `badge badge-${statusTone(status)}`;
}

/** Only failed payments may be retried. */
export function canRetry(status: unknown): boolean {
  return status === 'failed';
}
