import { HTTP_MESSAGES, type MessageTemplate, VALIDATION_MESSAGES } from '../errors.ts';
import { PHONE_MESSAGES } from '../providers/phone.ts';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.ts';
import { ADMIN_MESSAGES } from '../services/admin/messages.ts';
import { API_KEY_MESSAGES } from '../services/api-keys/messages.ts';
import { CONTACT_MESSAGES } from '../services/contact/contact-messages.ts';
import { IDENTITY_MESSAGES } from '../services/identity/messages.ts';
import { KYC_MESSAGES } from '../services/identity-verification/messages.ts';
import { INSTITUTION_MESSAGES } from '../services/institutions/messages.ts';
import { OAUTH_MESSAGES } from '../services/oauth/messages.ts';
import { IDEMPOTENCY_MESSAGES } from '../services/payments/idempotency-store.ts';
import { PAYMENT_MESSAGES } from '../services/payments/messages.ts';
import { RECONCILIATION_DETAILS } from '../services/reconciliation/detail-messages.ts';
import { RECONCILIATION_MESSAGES } from '../services/reconciliation/report-date.ts';
import { REPORT_MESSAGES } from '../services/reports/messages.ts';
import { FEATURE_MESSAGES, SETTINGS_MESSAGES } from '../services/settings/messages.ts';
import { TRANSACTION_MESSAGES } from '../services/transactions/list-transactions.ts';
import { WEBHOOK_MESSAGES } from '../services/webhooks/messages.ts';

/**
 * Every message registry of the API. An error's `reason` (and each detail's) is one of their
 * reasons, which the site's catalogues and the SDKs translate; add a new registry here.
 */
export const MESSAGE_REGISTRIES = {
  http: HTTP_MESSAGES,
  validation: VALIDATION_MESSAGES,
  identity: IDENTITY_MESSAGES,
  apiKeys: API_KEY_MESSAGES,
  contact: CONTACT_MESSAGES,
  phone: PHONE_MESSAGES,
  payments: PAYMENT_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  transactions: TRANSACTION_MESSAGES,
  reconciliation: RECONCILIATION_MESSAGES,
  reconciliationDetails: RECONCILIATION_DETAILS,
  webhooks: WEBHOOK_MESSAGES,
  institutions: INSTITUTION_MESSAGES,
  admin: ADMIN_MESSAGES,
  settings: SETTINGS_MESSAGES,
  features: FEATURE_MESSAGES,
  reports: REPORT_MESSAGES,
  oauth: OAUTH_MESSAGES,
  kyc: KYC_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
} as const;

type Registries = typeof MESSAGE_REGISTRIES;
type ReasonsOf<R> = R[keyof R] extends MessageTemplate<infer Reason> ? Reason : never;

/** The reason of every message the API can answer with. */
export type ErrorReason = { [K in keyof Registries]: ReasonsOf<Registries[K]> }[keyof Registries];

/** Each reason once, with its English template. */
export const ERROR_MESSAGES: ReadonlyMap<ErrorReason, string> = new Map(
  Object.values(MESSAGE_REGISTRIES).flatMap((registry) =>
    Object.values(registry as Record<string, MessageTemplate<ErrorReason>>).map(
      (template) => [template.reason, template.text] as const,
    ),
  ),
);
