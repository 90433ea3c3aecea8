import type { UsageAnalytics } from './api-management-api.ts';

type Day = UsageAnalytics['daily'][number];

/** The calls-per-day chart covers the usage's 30 days, whether or not each had calls. */
export const USAGE_DAYS = 30;

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The server lists only the days that had calls: one busy day alone would be drawn as one bar
 * the chart's whole width. Every day of the window is here, oldest first, a day without calls
 * at zero (a day the server sent outside it, if any, is kept).
 */
export function everyUsageDay(daily: readonly Day[], today: string, days = USAGE_DAYS): Day[] {
  const byDate = new Map(daily.map((day) => [day.date, day]));
  const earliest = Math.min(msOf(today) - (days - 1) * DAY_MS, ...daily.map((day) => msOf(day.date)));
  const latest = Math.max(msOf(today), ...daily.map((day) => msOf(day.date)));
  const filled: Day[] = [];
  for (let ms = earliest; ms <= latest; ms += DAY_MS) {
    const date = dateOf(ms);
    filled.push(byDate.get(date) ?? { date, requests: 0, errors: 0 });
  }
  return filled;
}
