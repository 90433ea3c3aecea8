import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';
import { BACK_OFFICE_STRINGS } from '../back-office/messages.ts';

/**
 * Payment management's strings (its own, the sign-in gate's and the shared payment UI's), and
 * the API messages its calls can answer with.
 */
export const PAYMENT_MANAGEMENT_STRINGS = {
  keys: [
    'session.',
    'common.loading',
    'pm.',
    ...BACK_OFFICE_STRINGS.keys,
    'payments.status.',
    'payments.reason.',
    'payments.minAmount',
    'payments.submitting',
    'payments.field.phoneHint',
    'providers.',
  ],
  errors: [
    'http',
    'validation',
    'identity',
    'phone',
    'payments',
    'idempotency',
    'transactions',
    'reconciliation',
    'reconciliationDetails',
  ],
} as const satisfies IslandStringSpec;

export type PaymentManagementMessages = IslandMessages<typeof PAYMENT_MANAGEMENT_STRINGS>;
export type PmKey = SpecKeys<typeof PAYMENT_MANAGEMENT_STRINGS>;
export type PmT = Translate<PmKey>;
