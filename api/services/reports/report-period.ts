import type { ReportPeriod } from '../../../domain/enums.ts';
import { DOUALA_OFFSET_MINUTES } from './schedule-clock.ts';

const DAY = 86_400_000;
const OFFSET = DOUALA_OFFSET_MINUTES * 60_000;

/** A report's period: whole Douala days, `start` included, `end` excluded, and its days for the title. */
export interface ResolvedPeriod {
  start: Date;
  end: Date;
  /** First and last Douala day covered, YYYY-MM-DD. */
  fromDay: string;
  toDay: string;
}

function doualaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET);
}

function dayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET).toISOString().slice(0, 10);
}

function span(fromDay: string, toDay: string): ResolvedPeriod {
  return { start: doualaMidnight(fromDay), end: new Date(doualaMidnight(toDay).getTime() + DAY), fromDay, toDay };
}

/**
 * The Douala days a named period covers at `now`: `last_7_days` and `last_30_days` end today
 * (today included), `yesterday` is the day before, `this_month` runs from the 1st to today,
 * `last_month` is the whole previous month; `custom` is `from`–`to` as given.
 */
export function resolvePeriod(
  period: ReportPeriod,
  now: Date,
  custom: { from?: string | undefined; to?: string | undefined } = {},
): ResolvedPeriod {
  const today = dayOf(now);
  const daysBack = (n: number) => dayOf(new Date(doualaMidnight(today).getTime() - n * DAY + OFFSET));
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (period) {
    case 'yesterday':
      return span(daysBack(1), daysBack(1));
    case 'last_7_days':
      return lastDays(7, now);
    case 'last_30_days':
      return lastDays(30, now);
    case 'this_month':
      return span(firstOfMonth, today);
    case 'last_month': {
      const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
      const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
      return span(first, last);
    }
    case 'custom':
      if (!custom.from || !custom.to) throw new Error('a custom period needs from and to');
      return span(custom.from, custom.to);
  }
}

/** The last `days` Douala days at `now`, today included (reports' last_N_days, the analytics trends). */
export function lastDays(days: number, now: Date): ResolvedPeriod {
  const today = dayOf(now);
  return span(dayOf(new Date(doualaMidnight(today).getTime() - (days - 1) * DAY + OFFSET)), today);
}

/**
 * The days of last month that match this month's so far at `now`: its 1st to the same day of
 * the month (its last day when it is shorter), what a month-to-date figure is compared with.
 */
export function sameDaysLastMonth(now: Date): ResolvedPeriod {
  const today = dayOf(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return span(first, `${first.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`);
}

/** The `days` Douala days just before a period (a 30-day figure's previous 30 days). */
export function daysBefore(period: ResolvedPeriod, days: number): ResolvedPeriod {
  return lastDays(days, new Date(period.start.getTime() - DAY));
}

/** Every Douala day of a period, in order, YYYY-MM-DD. */
export function daysOfPeriod(period: ResolvedPeriod): string[] {
  const days: string[] = [];
  for (let start = period.start.getTime(); start < period.end.getTime(); start += DAY) {
    days.push(dayOf(new Date(start)));
  }
  return days;
}

/** A stored report's period back from its two instants. */
export function periodOfWindow(start: Date, end: Date): ResolvedPeriod {
  return { start, end, fromDay: dayOf(start), toDay: dayOf(new Date(end.getTime() - DAY)) };
}
