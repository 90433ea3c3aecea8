import { ROLES, type Role } from './enums.ts';

/**
 * Every role set a guard may name, in one place:
 * - customers see and act on their own data only;
 * - ops and admin see everything and may act on anything;
 * - auditors see everything, the audit log included, and change nothing;
 * - admin alone changes settings and staff users.
 * Routes import these (`requireRole(...STAFF_ROLES)`, `requireCaller({ roles: PAYMENT_WRITER_ROLES })`)
 * and never spell a role list, so a new guard cannot drift from the rule.
 */

/** May read payments: customers their own, staff every one (the row rule is `api/services/payments/payment-access.ts`). */
export const PAYMENT_READER_ROLES = ['customer', 'ops', 'auditor', 'admin'] as const satisfies readonly Role[];
/** May start or retry payments: customers for themselves, ops and admin for anyone; never auditors. */
export const PAYMENT_WRITER_ROLES = ['customer', 'ops', 'admin'] as const satisfies readonly Role[];
/** May read every customer's data (lists, exports, reports, provider health). */
export const STAFF_ROLES = ['ops', 'auditor', 'admin'] as const satisfies readonly Role[];
/** May change data that is not their own (staff payments, retries, customer status). */
export const STAFF_WRITE_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];
/** May read the audit log. */
export const AUDIT_LOG_READER_ROLES = ['auditor', 'admin'] as const satisfies readonly Role[];
/** May change platform settings and staff users. */
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

// The back office (issue 15; the matrix is in docs/design/back-office.md).
/** May read every /api/admin GET but the audit log: stats, institutions, users, payments, credentials. */
export const BACK_OFFICE_READER_ROLES = STAFF_ROLES;
/** May review institutions: approve, reject, tier, contacts, members, suspend. */
export const INSTITUTION_REVIEWER_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];
/**
 * May activate or suspend users; which users is the row rule of `user-status-rule.ts`
 * (ops: customers only; admin: anyone but themselves).
 */
export const USER_STATUS_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];
/** May create and edit users (staff included) and hand out set-up links. */
export const USER_ADMIN_ROLES = ADMIN_ROLES;
/** May revoke any developer's API credentials. */
export const CREDENTIAL_REVOKER_ROLES = ADMIN_ROLES;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** May read every customer's data (lists, exports, reports). */
export function canReadAll(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

/** May change data that is not their own (refunds, retries, user management). */
export function canWriteAll(role: Role): boolean {
  return (STAFF_WRITE_ROLES as readonly Role[]).includes(role);
}

/** Auditors read everything and write nothing, not even for themselves. */
export function isReadOnly(role: Role): boolean {
  return role === 'auditor';
}

/** May keep webhook endpoints of their own (customers included); never auditors. */
export const WEBHOOK_OWNER_ROLES = ['customer', 'ops', 'admin'] as const satisfies readonly Role[];

/** May generate reports and download them: every staff role (reading figures is an auditor's job). */
export const REPORT_GENERATOR_ROLES = STAFF_ROLES;
/** May pause, resume and run report schedules. */
export const REPORT_SCHEDULER_ROLES = STAFF_WRITE_ROLES;

/** May share their accounts with third-party apps (the OAuth consent screen) and disconnect them: customers only. */
export const OAUTH_CONSENTER_ROLES = ['customer'] as const satisfies readonly Role[];

/**
 * May list their own accounts through `GET /api/v1/accounts`: every role, with a session (the
 * dashboard's Accounts card, the consent screen), their own API key or an app's token.
 */
export const ACCOUNT_HOLDER_ROLES = ROLES;
/**
 * May open accounts for themselves (`POST /api/v1/accounts`): customers from the dashboard or
 * the consent screen, and key owners; never auditors, who change nothing, not even for themselves.
 */
export const ACCOUNT_OPENER_ROLES = ['customer', 'ops', 'admin'] as const satisfies readonly Role[];
