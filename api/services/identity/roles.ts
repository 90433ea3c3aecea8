import { ROLES, type Role } from '../../schemas/enums.ts';

export { ROLES, type Role };

/**
 * Every role set a guard may name, in one place (spec 001 and the design brief §8):
 * - customers see and act on their own data only;
 * - ops and admin see everything and may act on anything;
 * - auditors see everything, the audit log included, and change nothing;
 * - admin alone changes settings and staff users.
 * Routes import these (`requireRole(...STAFF_ROLES)`, `requireCaller({ roles: PAYMENT_WRITER_ROLES })`)
 * and never spell a role list, so a new guard cannot drift from the rule.
 */

/** May read payments: customers their own, staff every one (the row rule is `payments/payment-access.ts`). */
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

/** May keep webhook endpoints of their own (design brief §8: customers' own webhooks); never auditors. */
export const WEBHOOK_OWNER_ROLES = ['customer', 'ops', 'admin'] as const satisfies readonly Role[];
