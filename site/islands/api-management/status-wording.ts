/** Analytics status wording: 500 and above Server Error, 400 and above Client Error, 300s Redirect, else Success. */
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export function statusClass(code: number): StatusClass {
  if (code >= 500) return '5xx';
  if (code >= 400) return '4xx';
  if (code >= 300) return '3xx';
  return '2xx';
}

export const STATUS_TONE: Record<StatusClass, string> = {
  '2xx': 'badge-success',
  '3xx': 'badge-info',
  '4xx': 'badge-warning',
  '5xx': 'badge-danger',
};
