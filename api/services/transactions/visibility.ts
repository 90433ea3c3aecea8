import type { Knex } from 'knex';
import type { Role } from '../../models/user.ts';
import { canReadAll } from '../identity/roles.ts';

/** Who is asking: enough to decide which payments they may see. */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * Limits a query on `payments` (aliased `alias`) to what the viewer may see: customers their
 * own payments (the ones they created), staff every payment. Every staff read goes through
 * here so the rule lives in one place.
 */
export function scopeToViewer<T extends Knex.QueryBuilder>(query: T, viewer: Viewer, alias = 'payments'): T {
  if (!canReadAll(viewer.role)) query.where(`${alias}.user_id`, viewer.id);
  return query;
}
