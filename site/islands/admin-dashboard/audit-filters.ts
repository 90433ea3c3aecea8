import { isAcceptedDate } from '../../../domain/calendar-date.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditAction, type AuditResource } from './audit-vocabulary.ts';

/** The admin dashboard's Audit filters: action, resource, start date, end date, user ID. */
export interface AuditFilters {
  action: 'all' | AuditAction;
  resource: 'all' | AuditResource;
  startDate: string;
  endDate: string;
  userId: string;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  action: 'all',
  resource: 'all',
  startDate: '',
  endDate: '',
  userId: '',
};
export const ACTION_FILTERS = ['all', ...AUDIT_ACTIONS] as const;
export const RESOURCE_FILTERS = ['all', ...AUDIT_RESOURCES] as const;

/** The table shows the newest 100 entries of a filter set; the export has them all. */
export const AUDIT_PAGE_ROWS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user ID being typed is not sent until it is a whole one (the server would refuse a part). */
export function userIdProblem(filters: AuditFilters): boolean {
  const id = filters.userId.trim();
  return id !== '' && !UUID.test(id);
}

/** The filters as a query string ("?action=login&…"), shared by the list and the CSV export. */
export function auditQueryString(filters: AuditFilters): string {
  const query = new URLSearchParams();
  if (filters.action !== 'all') query.set('action', filters.action);
  if (filters.resource !== 'all') query.set('resource', filters.resource);
  // A date field hands over what is being typed ("0002-05-01" after the year's first digit):
  // a date is sent once the server would take it, the last list staying on screen meanwhile.
  if (isAcceptedDate(filters.startDate)) query.set('startDate', filters.startDate);
  if (isAcceptedDate(filters.endDate)) query.set('endDate', filters.endDate);
  if (filters.userId.trim() && !userIdProblem(filters)) query.set('userId', filters.userId.trim());
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function auditListPath(filters: AuditFilters): string {
  const query = auditQueryString(filters);
  return `/api/admin/audit-logs${query}${query ? '&' : '?'}limit=${AUDIT_PAGE_ROWS}`;
}
