/** The System Logs dialog's filters and the list path they give (`GET /api/admin/system/logs`). */
export const LOG_LEVELS = ['warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogFilters {
  level: LogLevel | 'all';
  q: string;
  /** Douala days YYYY-MM-DD, both included; '' for none. */
  from: string;
  to: string;
}

export const DEFAULT_LOG_FILTERS: LogFilters = { level: 'all', q: '', from: '', to: '' };
export const LOG_PAGE_SIZE = 20;

export function systemLogsPath(filters: LogFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.level !== 'all') query.set('level', filters.level);
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('limit', String(LOG_PAGE_SIZE));
  query.set('offset', String((page - 1) * LOG_PAGE_SIZE));
  return `/api/admin/system/logs?${query}`;
}
