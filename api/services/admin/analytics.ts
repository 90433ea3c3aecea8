import type { Static } from 'typebox';
import { FAILURE_CATEGORIES, PROVIDER_CODES } from '../../../domain/enums.ts';
import { reasonCategory } from '../../providers/reasons.ts';
import type { Store } from '../../repositories/store.ts';
import type { AnalyticsAdvancedSchema, AnalyticsTrendsSchema } from '../../schemas/admin-analytics.ts';
import { daysOfPeriod, lastDays, type ResolvedPeriod } from '../reports/report-period.ts';
import { percent } from './staff-figures.ts';

const TOP_ENDPOINTS = 10;

function periodFields(period: ResolvedPeriod, days: number) {
  return { from: period.fromDay, to: period.toDay, days };
}

/**
 * The Analytics charts over the last `days` Douala days, today included: successful payments
 * per day and provider, API calls per day with their 4xx, 5xx and error rate. Every day and
 * every provider is present, zeros included, so a chart's bars are the calendar. The per-day
 * aggregates are the reports' own (report-figures-repository.ts), of one mode (`livemode`, the
 * server's own: staff never see test and live added together).
 */
export async function analyticsTrends(
  store: Store,
  livemode: boolean,
  days: number,
  now = new Date(),
): Promise<Static<typeof AnalyticsTrendsSchema>> {
  const period = lastDays(days, now);
  const figures = store.reportFigures(livemode);
  const [payments, calls] = await Promise.all([figures.paymentsByDay(period), figures.apiCallsByDay(period)]);
  const paid = new Map(payments.map((row) => [`${row.day} ${row.provider}`, row]));
  const called = new Map(calls.map((row) => [row.day, row]));
  const calendar = daysOfPeriod(period);
  return {
    ...periodFields(period, days),
    payments: calendar.map((date) => ({
      date,
      providers: PROVIDER_CODES.map((provider) => {
        const row = paid.get(`${date} ${provider}`);
        return { provider, volume: row?.volume ?? 0, count: row?.successful ?? 0 };
      }),
    })),
    apiCalls: calendar.map((date) => {
      const row = called.get(date);
      const clientErrors = row?.clientErrors ?? 0;
      const serverErrors = row?.serverErrors ?? 0;
      const callCount = row?.calls ?? 0;
      return {
        date,
        calls: callCount,
        clientErrors,
        serverErrors,
        errorRate: percent(clientErrors + serverErrors, callCount),
      };
    }),
  };
}

/** The sections `advanced_analytics` adds, over the same window as the trends. */
export async function advancedAnalytics(
  store: Store,
  livemode: boolean,
  days: number,
  now = new Date(),
): Promise<Static<typeof AnalyticsAdvancedSchema>> {
  const period = lastDays(days, now);
  const figures = store.analyticsFigures(livemode);
  const [failures, endpoints, hours, users] = await Promise.all([
    figures.failureCodes(period),
    figures.topEndpoints(period, TOP_ENDPOINTS),
    figures.callsByHour(period),
    figures.newUsersByDay(period),
  ]);
  const byCategory = new Map<string, number>();
  for (const row of failures) {
    const category = reasonCategory(row.code) ?? 'other';
    byCategory.set(category, (byCategory.get(category) ?? 0) + row.payments);
  }
  const perHour = new Map(hours.map((row) => [row.hour, row.calls]));
  const perDay = new Map(users.map((row) => [row.day, row.users]));
  return {
    ...periodFields(period, days),
    failuresByCategory: FAILURE_CATEGORIES.filter((category) => byCategory.has(category))
      .map((category) => ({ category, count: byCategory.get(category) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    topEndpoints: endpoints.map((row) => ({
      method: row.method,
      endpoint: row.endpoint,
      calls: row.calls,
      errorRate: percent(row.errors, row.calls),
      p95Ms: Math.round(row.p95Ms * 10) / 10,
    })),
    busiestHours: Array.from({ length: 24 }, (_, hour) => ({ hour, calls: perHour.get(hour) ?? 0 })),
    newUsers: daysOfPeriod(period).map((date) => ({ date, users: perDay.get(date) ?? 0 })),
  };
}
