import type { Role } from '../../../domain/enums.ts';
import { canReadAll, canWriteAll, PAYMENT_WRITER_ROLES } from '../../../domain/roles.ts';

/**
 * The server's role sets, read by the screens only to decide what to show (the server enforces
 * them on every call, and answers 403 anyway): staff see every payment and so may open payment
 * management; ops and admin may move money from it, auditors only read.
 */
export const canViewPayments = canReadAll;
export const canMovePayments = canWriteAll;

/** May start payments and transfers of their own (the dashboard's forms): everyone but auditors. */
export function canStartPayments(role: Role): boolean {
  return (PAYMENT_WRITER_ROLES as readonly Role[]).includes(role);
}
