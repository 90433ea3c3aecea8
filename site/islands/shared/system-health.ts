import type { Lang } from '../../../domain/languages.ts';
import { createQuery } from '../../lib/api/index.ts';
import { queryCache } from '../../lib/api/query.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/** `GET /api/admin/system/health` (issue 16): the Monitoring tab and the portal's System tab read the same answer. */
export type SystemHealth = ApiAnswer<'/api/admin/system/health'>;
export type ServiceStatus = SystemHealth['database']['status'];

/** System health refreshes every 30 s while a tab showing it is open. */
export const HEALTH_REFRESH_MS = 30_000;

export const $systemHealth = createQuery<SystemHealth>(['/api/admin/system/health'], {
  refetchInterval: HEALTH_REFRESH_MS,
});

/** Memory and disk in GB, 1 GB = 1024^3 bytes, one decimal, the reader's way ("7.8", "7,8"). */
const GIB = 1024 ** 3;
const gigabytes: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat('fr-CM', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

export function formatGigabytes(bytes: number, lang: Lang): string {
  return gigabytes[lang].format(bytes / GIB);
}

/** Used over total as a whole percent between 0 and 100 (0 when the total is unknown). */
export function usagePercent(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}

/** The refresh button: ask again, keeping the figures on screen until the new ones arrive. */
export function refreshSystemHealth(): void {
  queryCache.revalidateKeys((key) => key === '/api/admin/system/health');
}
