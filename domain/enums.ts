/**
 * Every enumeration the API speaks, defined once: the value list (for code that loops or
 * checks) and its TypeScript type. The server builds its typebox schemas from these lists
 * (api/schemas/enums.ts, and so the OpenAPI document); the site imports them as they are, so
 * a screen's options and the API's accepted values cannot drift. Nothing else spells these lists.
 */

/** A payment's lifecycle: `pending → processing → success | failed`. */
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment is: a mobile money collection, a GIMAC interbank transfer, a bank transfer. */
export const PAYMENT_TYPES = ['mobile_money', 'interbank', 'bank_transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The types staff may start from New Payment. */
export const STAFF_PAYMENT_TYPES = ['mobile_money', 'interbank'] as const satisfies readonly PaymentType[];
export type StaffPaymentType = (typeof STAFF_PAYMENT_TYPES)[number];

/** The payment providers the platform speaks to. */
export const PROVIDER_CODES = ['mtn', 'orange', 'gimac'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** The mobile money wallets a customer pays from directly (GIMAC is reached through transfers). */
export const MOBILE_MONEY_PROVIDER_CODES = ['mtn', 'orange'] as const satisfies readonly ProviderCode[];
export type MobileMoneyProviderCode = (typeof MOBILE_MONEY_PROVIDER_CODES)[number];

/** A provider's failure reason grouped across providers (`failure_category`). */
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
 * Scopes an API key may carry (plus mobile_money:write from the
 * docs' documented scopes). Routes name the one they need.
 */
export const API_SCOPES = [
  'accounts:read',
  'accounts:write',
  'transactions:read',
  'transactions:write',
  'payments:initiate',
  'payments:authorize',
  'mobile_money:write',
  'webhooks:manage',
  'analytics:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Who a signed-in user is; what each may do is `domain/roles.ts`. */
export const ROLES = ['customer', 'ops', 'auditor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The kinds of account a customer opens. */
export const ACCOUNT_TYPES = ['checking', 'savings', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The events a webhook endpoint may subscribe to.
 * `payment.*` and `transaction.*` are emitted from `payment_events`; the others by the issues
 * that build their subjects (accounts, verification, KYC); `consent.*` tell an app's developer
 * that a customer connected or disconnected their app (not in the spec's list: issue 17).
 */
export const WEBHOOK_EVENTS = [
  'payment.created',
  'payment.authorized',
  'payment.completed',
  'payment.failed',
  'transaction.created',
  'transaction.completed',
  'account.created',
  'account.updated',
  'verification.completed',
  'kyc.approved',
  'kyc.rejected',
  'consent.granted',
  'consent.revoked',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What kind of organisation an institution is. */
export const INSTITUTION_TYPES = ['commercial_bank', 'microfinance', 'fintech', 'payment_service'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** An institution's tier; each sets a default monthly API quota (institutions/tiers.ts). */
export const TIER_LEVELS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

/** The registration documents, keys of the wizard's documents map. */
export const INSTITUTION_DOCUMENT_TYPES = [
  'businessLicense',
  'registrationCertificate',
  'financialServicesLicense',
  'amlKycPolicy',
  'financialStatements',
] as const;
export type InstitutionDocumentType = (typeof INSTITUTION_DOCUMENT_TYPES)[number];

/**
 * Where a document's virus scan stands: `pending` until the scan job ran, `unscanned` when no
 * scanner is configured (CLAMSCAN_PATH unset), `failed` when the scanner kept failing.
 */
export const DOCUMENT_SCAN_STATUSES = ['pending', 'clean', 'infected', 'unscanned', 'failed'] as const;
export type DocumentScanStatus = (typeof DOCUMENT_SCAN_STATUSES)[number];

/** What a staff action did (the audit log's `action`; issue 15). */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'activate',
  'suspend',
  'revoke',
  'tier_change',
  'member_add',
  'member_remove',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The logger's levels kept in `system_logs` (issue 16, System Logs): warn and worse. */
export const SYSTEM_LOG_LEVELS = ['warn', 'error', 'fatal'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];

/** What a staff action acted on (the audit log's `resource`). */
export const AUDIT_RESOURCES = [
  'user',
  'api_key',
  'institution',
  'setting',
  'audit_log',
  'transaction',
  'report',
  'report_schedule',
  'oauth_grant',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Where an API key works: the sandbox (`ob_test_` keys) or production (`ob_live_`). */
export type ApiKeyEnvironment = 'sandbox' | 'production';

/** The report types `POST /api/admin/reports/generate` accepts. */
export const REPORT_TYPES = [
  'audit_report',
  'analytics_report',
  'daily_operations',
  'monthly_financial',
  'security_audit',
  'api_usage',
  'user_activity',
  'system_performance',
] as const;

export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_FORMATS = ['pdf', 'csv'] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Named periods (Douala days); `custom` takes `from` and `to`. */
export const REPORT_PERIODS = [
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'custom',
] as const;

export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The tables a report holds (api/services/reports/report-figures.ts computes each one). */
export const REPORT_SECTIONS = [
  'payments_by_provider',
  'payments_by_day',
  'payments_by_status',
  'platform_fees',
  'api_calls_by_day',
  'users',
  'audit_actions',
  'security_events',
  'system_logs',
  'uptime',
] as const;

export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * Keys created from the developer portal's dialog: sandbox keys with the
 * portal's three permissions, each mapped onto the API scopes it grants (api/services/api-keys/portal-keys.ts). Production keys
 * need an approved institution and are not handed out here.
 */
export const PORTAL_PERMISSIONS = ['read:accounts', 'read:transactions', 'write:payments'] as const;

export type PortalPermission = (typeof PORTAL_PERMISSIONS)[number];

/** How a reconciliation report line compares the platform's payment with the provider's statement. */
export const RECONCILIATION_STATUSES = [
  'matched',
  'missing_at_provider',
  'missing_in_platform',
  'amount_mismatch',
  'not_posted',
] as const;

export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
