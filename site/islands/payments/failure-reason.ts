import type { ApiSchema } from '../../lib/api/schema.ts';
import type { KeysUnder } from '../../lib/messages.ts';
import type { FailureT } from './messages.ts';

/** The failure groups the API reports as `failure_category` (defined once, in the server's schema). */
export type FailureCategory = NonNullable<ApiSchema<'Transaction'>['failure_category']>;

/** Each group's words; typed to cover every group the API has. */
const LABELS = {
  insufficient_funds: 'payments.reason.insufficient_funds',
  payer_not_found: 'payments.reason.payer_not_found',
  declined: 'payments.reason.declined',
  expired: 'payments.reason.expired',
  limit_exceeded: 'payments.reason.limit_exceeded',
  invalid_request: 'payments.reason.invalid_request',
  other: 'payments.reason.other',
} as const satisfies Record<FailureCategory, KeysUnder<'payments.reason.'>>;

/**
 * A failure said in the reader's language: the group's text, with the provider's own code in
 * brackets for support calls. The code alone when the group is unknown (a newer server).
 */
export function failureText(
  payment: { failure_reason?: string | null; failure_category?: string | null },
  t: FailureT,
  code: string | null = payment.failure_reason ?? null,
): string | null {
  const category = payment.failure_category;
  if (!category || !Object.hasOwn(LABELS, category)) return code;
  const text = t(LABELS[category as FailureCategory]);
  return code ? `${text} (${code})` : text;
}
