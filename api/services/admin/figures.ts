import type { Static } from 'typebox';
import type { Store } from '../../repositories/store.ts';
import type { AdminApiUsageSchema, AdminDashboardAnalyticsSchema, AdminStatsSchema } from '../../schemas/admin.ts';
import type { SystemHealth } from '../system-health/system-health.ts';
import { apiCallsFigure, percent, revenueFigure } from './staff-figures.ts';

/**
 * The admin portal's Dashboard figures. Every staff figure takes
 * `livemode`, the server's own mode (serverLivemode): payments and calls of the other mode are
 * never added in.
 */
export async function adminStats(store: Store, livemode: boolean): Promise<Static<typeof AdminStatsSchema>> {
  const [counts, apiCalls] = await Promise.all([
    store.backOfficeFigures.platformCounts(livemode),
    apiCallsFigure(store, livemode),
  ]);
  return {
    totalInstitutions: counts.institutions,
    pendingApprovals: counts.pending,
    totalUsers: counts.users,
    activeUsers: counts.activeUsers,
    // The one API-calls figure (staff-figures.ts), the Analytics card's too.
    totalApiCalls: apiCalls.calls,
    apiCallsPeriod: apiCalls.period,
    monthlyGrowth: apiCalls.keyCallsGrowth,
    growthComparedPeriod: apiCalls.comparedPeriod,
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
  const [counts, health, revenue, apiCalls] = await Promise.all([
    store.backOfficeFigures.platformCounts(livemode),
    systemHealth(),
    revenueFigure(store, livemode),
    apiCallsFigure(store, livemode),
  ]);
  return {
    totalUsers: counts.users,
    newUsersToday: counts.newUsersToday,
    activeSessions: counts.activeSessions,
    apiRequestsToday: counts.calls24h,
    revenue: revenue.fees,
    revenueGrowth: revenue.growth,
    revenuePeriod: revenue.period,
    revenueCompared: revenue.compared,
    totalTransactions: counts.payments,
    apiCalls: apiCalls.calls,
    apiCallsPeriod: apiCalls.period,
    successRate: apiCalls.successRate,
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
