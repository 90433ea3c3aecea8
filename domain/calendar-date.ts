/**
 * The days the platform accepts wherever it asks for a date, shared by the API (its
 * `calendar-date` format and the reconciliation day) and the screens (which send a date only once
 * the server would take it, so a date half typed into a date field is never a 400): real
 * calendar dates (no 2026-02-30) within a range PostgreSQL and the reports handle (PostgreSQL
 * has no year 0, for one).
 */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DATE_RANGE = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

/** YYYY-MM-DD naming a day that exists. */
export function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** A real calendar date within `DATE_RANGE`: what every date parameter of the API accepts. */
export function isAcceptedDate(date: string): boolean {
  return isCalendarDate(date) && date >= DATE_RANGE.earliest && date <= DATE_RANGE.latest;
}
