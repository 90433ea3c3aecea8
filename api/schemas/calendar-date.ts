import Type from 'typebox';
import { isCalendarDate } from '../providers/shared/request-checks.ts';

/**
 * The days the API accepts wherever it asks for a date: real calendar dates (no 2026-02-30)
 * within a range PostgreSQL and the reports handle (PostgreSQL has no year 0, for one).
 */
export const DATE_RANGE = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

export const CALENDAR_DATE_FORMAT = 'calendar-date';

export const DATE_RANGE_TEXT = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;

export function isAcceptedDate(date: string): boolean {
  return isCalendarDate(date) && date >= DATE_RANGE.earliest && date <= DATE_RANGE.latest;
}

/** A YYYY-MM-DD parameter checked by the `calendar-date` format. */
export const CalendarDate = (description: string) =>
  Type.String({
    format: CALENDAR_DATE_FORMAT,
    description: `${description}: YYYY-MM-DD, a real calendar date ${DATE_RANGE_TEXT}`,
    examples: ['2026-11-22'],
  });
