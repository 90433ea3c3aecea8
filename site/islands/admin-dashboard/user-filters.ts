import { ROLES, type Role } from '../../../domain/enums.ts';
import { LIST_LIMIT } from './admin-dashboard-api.ts';

/** The admin dashboard's Users filters: search by name, e-mail or phone; role; status. */
export interface UserFilters {
  search: string;
  role: 'all' | Role;
  status: 'all' | 'active' | 'inactive';
}

export const DEFAULT_USER_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };
export const ROLE_FILTERS = ['all', ...ROLES] as const;
export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

/** GET /api/admin/users/search for a filter set; "all" sends nothing. */
export function usersSearchPath(filters: UserFilters): string {
  const query = new URLSearchParams();
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.role !== 'all') query.set('role', filters.role);
  if (filters.status !== 'all') query.set('status', filters.status);
  query.set('limit', String(LIST_LIMIT));
  return `/api/admin/users/search?${query}`;
}
