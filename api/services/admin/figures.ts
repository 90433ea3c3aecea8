import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { createBackOfficeFiguresRepository } from '../../repositories/back-office-figures-repository.ts';
import type { AdminApiUsageSchema, AdminDashboardAnalyticsSchema, AdminStatsSchema } from '../../schemas/admin.ts';
import { measureUptime } from '../stats/uptime.ts';

/** Percent change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The admin portal's Dashboard figures (spec 001 §3 "Admin stats"). */
export async function adminStats(db: Knex): Promise<Static<typeof AdminStatsSchema>> {
  const counts = await createBackOfficeFiguresRepository(db).platformCounts();
  return {
    totalInstitutions: counts.institutions,
    pendingApprovals: counts.pending,
    totalUsers: counts.users,
    activeUsers: counts.activeUsers,
    totalApiCalls: counts.apiCalls,
    // Request logs are kept 30 days, so last month is counted from what is left of it.
    monthlyGrowth: growth(counts.callsThisMonth, counts.callsLastMonth),
    totalTransactionVolume: counts.volume,
    totalTransactions: counts.payments,
  };
}

/** Health from the 30-day uptime: healthy from 99 %, warning from 95 %, critical below. */
function healthOf(uptimePercent: number | null): 'healthy' | 'warning' | 'critical' {
  if (uptimePercent === null || uptimePercent >= 99) return 'healthy';
  return uptimePercent >= 95 ? 'warning' : 'critical';
}

/** The admin dashboard's Overview (spec 001 §3 "Admin analytics dashboard"). */
export async function dashboardAnalytics(db: Knex): Promise<Static<typeof AdminDashboardAnalyticsSchema>> {
  const [counts, uptime] = await Promise.all([
    createBackOfficeFiguresRepository(db).platformCounts(),
    measureUptime(db),
  ]);
  const uptimePercent = uptime.percent === null ? null : Math.floor(uptime.percent * 100) / 100;
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
    health: { status: healthOf(uptimePercent), uptimePercent },
  };
}

/** API Management's figures for today (Douala). */
export async function apiUsageToday(db: Knex): Promise<Static<typeof AdminApiUsageSchema>> {
  const usage = await createBackOfficeFiguresRepository(db).usageToday();
  return {
    activeKeys: usage.activeKeys,
    callsToday: usage.calls,
    errorRateToday: percent(usage.errors, usage.calls),
    topKeys: usage.topKeys,
  };
}
