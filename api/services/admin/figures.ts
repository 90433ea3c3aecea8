import type { Static } from 'typebox';
import type { Store } from '../../repositories/store.ts';
import type { AdminApiUsageSchema, AdminDashboardAnalyticsSchema, AdminStatsSchema } from '../../schemas/admin.ts';
import type { SystemHealth } from '../system-health/system-health.ts';

/** Percent change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Percent of `part` in `whole`, one decimal; null when there is no whole. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * The admin portal's Dashboard figures. Every staff figure takes
 * `livemode`, the server's own mode (serverLivemode): payments and calls of the other mode are
 * never added in.
 */
export async function adminStats(store: Store, livemode: boolean): Promise<Static<typeof AdminStatsSchema>> {
  const counts = await store.backOfficeFigures.platformCounts(livemode);
  return {
    totalInstitutions: counts.institutions,
    pendingApprovals: counts.pending,
    totalUsers: counts.users,
    activeUsers: counts.activeUsers,
    totalApiCalls: counts.apiCalls,
    // Counted from the keys' day windows (kept for good), so last month is whole.
    monthlyGrowth: growth(counts.callsThisMonth, counts.callsLastMonth),
    totalTransactionVolume: counts.volume,
    totalTransactions: counts.payments,
  };
}

/**
 * The admin dashboard's Overview. Its `health` is the
 * System health's own status and uptime (`systemHealth`, services/system-health/), so the
 * Overview and the Monitoring tab never disagree.
 */
export async function dashboardAnalytics(
  store: Store,
  livemode: boolean,
  systemHealth: () => Promise<Pick<SystemHealth, 'status' | 'uptime'>>,
): Promise<Static<typeof AdminDashboardAnalyticsSchema>> {
  const [counts, health] = await Promise.all([store.backOfficeFigures.platformCounts(livemode), systemHealth()]);
  return {
    totalUsers: counts.users,
    newUsersToday: counts.newUsersToday,
    activeSessions: counts.activeSessions,
    apiRequestsToday: counts.calls24h,
    revenue: counts.revenue,
    revenueGrowth: growth(counts.revenue, counts.revenueLastMonth),
    totalTransactions: counts.payments,
    apiCalls: counts.calls30d,
    successRate: percent(counts.ok30d, counts.calls30d),
    health: { status: health.status, uptimePercent: health.uptime },
    // totalTransactions counts every payment ever; the Analytics card says "this month".
    transactionsThisMonth: counts.paymentsThisMonth,
  };
}

/** API Management's figures for today (Douala). */
export async function apiUsageToday(store: Store, livemode: boolean): Promise<Static<typeof AdminApiUsageSchema>> {
  const usage = await store.backOfficeFigures.usageToday(livemode);
  return {
    activeKeys: usage.activeKeys,
    callsToday: usage.calls,
    errorRateToday: percent(usage.errors, usage.calls),
    topKeys: usage.topKeys,
  };
}
