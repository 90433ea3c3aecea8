import type { Store } from '../../repositories/store.ts';
import {
  daysBefore,
  lastDays,
  type ResolvedPeriod,
  resolvePeriod,
  sameDaysLastMonth,
} from '../reports/report-period.ts';

/** How many Douala days the API-calls figure covers, today included. */
export const API_CALLS_DAYS = 30;

/** A period as the screens name it: its first and last Douala day, YYYY-MM-DD. */
export interface NamedPeriod {
  from: string;
  to: string;
}

const named = (period: ResolvedPeriod): NamedPeriod => ({ from: period.fromDay, to: period.toDay });

/** Percent change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Percent of `part` in `whole`, one decimal; null when there is no whole. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * The platform's fees over a period: what platform:revenue was credited for payments settled in
 * it. The one sum behind the Revenue card and the Monthly Financial's "Platform fees" total,
 * both read from the reports' `feesByProvider`.
 */
export async function platformFees(store: Store, livemode: boolean, period: ResolvedPeriod): Promise<number> {
  const rows = await store.reportFigures(livemode).feesByProvider(period);
  return rows.reduce((total, row) => total + row.fees, 0);
}

/**
 * Revenue (issue 30 item 5): the platform's fees this Douala month so far (its 1st to today),
 * against the same days of last month (its 1st to the same date), so a month just begun is
 * never set against a whole one. Both periods travel with the amounts for the screen to name.
 */
export async function revenueFigure(store: Store, livemode: boolean, now = new Date()) {
  const period = resolvePeriod('this_month', now);
  const compared = sameDaysLastMonth(now);
  const [fees, comparedFees] = await Promise.all([
    platformFees(store, livemode, period),
    platformFees(store, livemode, compared),
  ]);
  return {
    fees,
    period: named(period),
    compared: { ...named(compared), fees: comparedFees },
    growth: growth(fees, comparedFees),
  };
}

/**
 * API calls (issue 30 item 5): every call the request log holds (with an API key or an app's
 * token, any status) over the last 30 Douala days, today included: the Dashboard's and the
 * Analytics' card, the sum of the Analytics chart and of a 30-day report's "API calls by day",
 * all from the reports' `apiCallsByDay`. The success rate is the share answered below 400.
 * The request log keeps 30 days, so the growth compares the keys' day windows (kept for good)
 * over the same 30 days and the 30 before: calls with API keys, on both sides.
 */
export async function apiCallsFigure(store: Store, livemode: boolean, now = new Date()) {
  const period = lastDays(API_CALLS_DAYS, now);
  const before = daysBefore(period, API_CALLS_DAYS);
  const keys = store.backOfficeFigures;
  const [days, keyCalls, keyCallsBefore] = await Promise.all([
    store.reportFigures(livemode).apiCallsByDay(period),
    keys.keyCallsBetween(livemode, period),
    keys.keyCallsBetween(livemode, before),
  ]);
  const calls = days.reduce((total, day) => total + day.calls, 0);
  const errors = days.reduce((total, day) => total + day.clientErrors + day.serverErrors, 0);
  return {
    calls,
    period: named(period),
    successRate: percent(calls - errors, calls),
    keyCallsGrowth: growth(keyCalls, keyCallsBefore),
    comparedPeriod: named(before),
  };
}
