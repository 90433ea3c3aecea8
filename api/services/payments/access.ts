import type { Knex } from 'knex';
import type { SessionUser } from '../identity/sessions.ts';

/** Customers see their own payments; ops, admin and auditor see every payment. */
export function seesAllPayments(user: SessionUser): boolean {
  return user.role === 'ops' || user.role === 'admin' || user.role === 'auditor';
}

/** Restricts a `payments` query to what the caller may see. */
export function visibleTo<T extends Knex.QueryBuilder>(query: T, user: SessionUser): T {
  return (seesAllPayments(user) ? query : query.where('payments.user_id', user.id)) as T;
}
