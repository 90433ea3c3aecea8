import type { FailureT } from './messages.ts';

/** The failure groups the API reports as `failure_category` (api/providers/reasons.ts). */
export const FAILURE_CATEGORIES = [
  'insufficient_funds',
  'payer_not_found',
  'declined',
  'expired',
  'limit_exceeded',
  'invalid_request',
  'other',
] as const;
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

/**
 * A failure said in the reader's language: the group's text, with the provider's own code in
 * brackets for support calls. The code alone when the group is unknown (a newer server).
 */
export function failureText(
  payment: { failure_reason?: string | null; failure_category?: string | null },
  t: FailureT,
  code: string | null = payment.failure_reason ?? null,
): string | null {
  const category = FAILURE_CATEGORIES.find((known) => known === payment.failure_category);
  if (!category) return code;
  const text = t(`payments.reason.${category}`);
  return code ? `${text} (${code})` : text;
}
