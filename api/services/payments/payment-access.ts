import { canReadAll, canWriteAll, isReadOnly } from '../../../domain/roles.ts';
import type { Viewer } from '../../repositories/payment-visibility.ts';

/**
 * The one rule for payments, used by every read and every action on them:
 * customers see and act on the payments they created; ops and admin see and act on every
 * payment; auditors see every payment and act on none.
 */
export function seesAllPayments(viewer: Viewer): boolean {
  return canReadAll(viewer.role);
}

/** May the viewer act on (retry) a payment created by `ownerId`? */
export function mayActOnPayment(viewer: Viewer, ownerId: string): boolean {
  if (isReadOnly(viewer.role)) return false;
  return canWriteAll(viewer.role) || ownerId === viewer.id;
}
