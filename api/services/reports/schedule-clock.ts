/**
 * When a report schedule is next due. Schedules are written in Douala wall-clock time
 * (Africa/Douala is UTC+1 all year, no daylight saving), stored as the next due instant in
 * UTC. graphile-worker's crontab runs in UTC, so rather than translating each schedule into a
 * UTC cron line (and editing the crontab whenever staff pause or change one), a once-a-minute
 * job asks the database which schedules are due; this file says when "due" is.
 */
export const DOUALA_OFFSET_MINUTES = 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface ScheduleRule {
  frequency: 'daily' | 'weekly' | 'monthly';
  /** Minutes after Douala midnight. */
  timeOfDay: number;
  /** Weekly: ISO weekday (1 = Monday); monthly: day of month (1–28); daily: null. */
  day: number | null;
}

/** The Douala wall clock of an instant, read through a UTC Date shifted by the offset. */
function doualaClock(instant: Date): Date {
  return new Date(instant.getTime() + DOUALA_OFFSET_MINUTES * MINUTE);
}

/** The UTC instant of a Douala wall-clock time given as a shifted Date. */
function fromDoualaClock(clock: Date): Date {
  return new Date(clock.getTime() - DOUALA_OFFSET_MINUTES * MINUTE);
}

/** The first due instant strictly after `after`. */
export function nextRunAfter(rule: ScheduleRule, after: Date): Date {
  const clock = doualaClock(after);
  const midnight = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = new Date(midnight + offset * DAY);
    const isoWeekday = ((day.getUTCDay() + 6) % 7) + 1;
    const matches =
      rule.frequency === 'daily' ||
      (rule.frequency === 'weekly' && isoWeekday === rule.day) ||
      (rule.frequency === 'monthly' && day.getUTCDate() === rule.day);
    if (!matches) continue;
    const due = fromDoualaClock(new Date(day.getTime() + rule.timeOfDay * MINUTE));
    if (due.getTime() > after.getTime()) return due;
  }
  throw new Error('a report schedule never falls due');
}

/** "06:00" for 360. */
export function clockText(timeOfDay: number): string {
  const hours = Math.floor(timeOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(timeOfDay % 60).padStart(2, '0')}`;
}
