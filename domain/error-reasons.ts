import { ACCOUNT_MESSAGES } from './messages/accounts.ts';
import { ADMIN_MESSAGES } from './messages/admin.ts';
import { API_KEY_MESSAGES } from './messages/api-keys.ts';
import { CONTACT_MESSAGES } from './messages/contact.ts';
import type { MessageTemplate } from './messages/define.ts';
import { HTTP_MESSAGES, VALIDATION_MESSAGES } from './messages/http.ts';
import { IDEMPOTENCY_MESSAGES } from './messages/idempotency.ts';
import { IDENTITY_MESSAGES } from './messages/identity.ts';
import { INSTITUTION_MESSAGES } from './messages/institutions.ts';
import { KYC_MESSAGES } from './messages/kyc.ts';
import { OAUTH_MESSAGES } from './messages/oauth.ts';
import { PAYMENT_MESSAGES } from './messages/payments.ts';
import { PHONE_MESSAGES } from './messages/phone.ts';
import { RECONCILIATION_MESSAGES } from './messages/reconciliation.ts';
import { RECONCILIATION_DETAILS } from './messages/reconciliation-details.ts';
import { REPORT_MESSAGES } from './messages/reports.ts';
import { FEATURE_MESSAGES, SETTINGS_MESSAGES } from './messages/settings.ts';
import { TRANSACTION_MESSAGES } from './messages/transactions.ts';
import { WEBHOOK_MESSAGES } from './messages/webhooks.ts';

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
