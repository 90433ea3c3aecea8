import { createQuery } from '../../../lib/api/index.ts';
import type { ApiAnswer } from '../../../lib/api/schema.ts';

/** What the Analytics tabs read, as the server's OpenAPI document types it. */
export type AnalyticsFigures = ApiAnswer<'/api/admin/analytics/dashboard'>;
export type AnalyticsTrends = ApiAnswer<'/api/admin/analytics/trends'>;
export type AdvancedAnalytics = ApiAnswer<'/api/admin/analytics/advanced'>;

/** The periods offered, in Douala days back from today. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/** The displayed default for the success rate (99.8), shown before any API call was logged. */
export const DEFAULT_SUCCESS_RATE = 99.8;

/** The four cards: the dashboard's figures (the same cache entry as /admin-dashboard's Overview). */
export const $analyticsFigures = createQuery<AnalyticsFigures>(['/api/admin/analytics/dashboard']);

/** One store per period (its path is its cache key), all in the page's query cache. */
export function trendsQuery(days: AnalyticsPeriod) {
  return createQuery<AnalyticsTrends>([`/api/admin/analytics/trends?days=${days}`]);
}

export function advancedQuery(days: AnalyticsPeriod) {
  return createQuery<AdvancedAnalytics>([`/api/admin/analytics/advanced?days=${days}`]);
}
