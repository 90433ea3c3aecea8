import { ROLES, type Role } from '../../models/user.ts';

export { ROLES, type Role };

/**
 * Who may see and change what, in one place (the payments and admin routes build on it):
 * - customers see and act on their own data only;
 * - ops and admin see everything and may act on anything;
 * - auditors see everything and change nothing.
 */
export const STAFF_ROLES = ['ops', 'auditor', 'admin'] as const satisfies readonly Role[];
export const STAFF_WRITE_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];

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
