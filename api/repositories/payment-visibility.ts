import type { Knex } from 'knex';
import type { Role } from '../../domain/enums.ts';
import { canReadAll } from '../../domain/roles.ts';

/** Who is asking: enough to decide which payments they may see or act on. */
export interface Viewer {
  id: string;
  role: Role;
  /** The mode the viewer works in (livemode.ts): test and live payments are never seen together. */
  livemode: boolean;
}

/** Restricts a query on `payments` (aliased `alias`) to the rows the viewer may see, in the viewer's mode. */
export function visibleTo<T extends Knex.QueryBuilder>(query: T, viewer: Viewer, alias = 'payments'): T {
  const ofMode = query.where(`${alias}.livemode`, viewer.livemode);
  return (canReadAll(viewer.role) ? ofMode : ofMode.where(`${alias}.user_id`, viewer.id)) as T;
}
