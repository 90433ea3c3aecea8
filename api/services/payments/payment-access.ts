import type { Knex } from 'knex';
import type { Role } from '../../../domain/enums.ts';
import { canReadAll, canWriteAll, isReadOnly } from '../../../domain/roles.ts';

/** Who is asking: enough to decide which payments they may see or act on. */
export interface Viewer {
  id: string;
  role: Role;
  /** The mode the viewer works in (livemode.ts): test and live payments are never seen together. */
  livemode: boolean;
}

/**
 * The one rule for payments, used by every read and every action on them:
 * customers see and act on the payments they created; ops and admin see and act on every
 * payment; auditors see every payment and act on none.
 */
export function seesAllPayments(viewer: Viewer): boolean {
  return canReadAll(viewer.role);
}

/** Restricts a query on `payments` (aliased `alias`) to the rows the viewer may see, in the viewer's mode. */
export function visibleTo<T extends Knex.QueryBuilder>(query: T, viewer: Viewer, alias = 'payments'): T {
  const ofMode = query.where(`${alias}.livemode`, viewer.livemode);
  return (seesAllPayments(viewer) ? ofMode : ofMode.where(`${alias}.user_id`, viewer.id)) as T;
}

/** May the viewer act on (retry) a payment created by `ownerId`? */
export function mayActOnPayment(viewer: Viewer, ownerId: string): boolean {
  if (isReadOnly(viewer.role)) return false;
  return canWriteAll(viewer.role) || ownerId === viewer.id;
}
