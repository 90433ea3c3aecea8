import Type from 'typebox';
import { DATE_RANGE } from '../../domain/calendar-date.ts';

export const CALENDAR_DATE_FORMAT = 'calendar-date';

export const DATE_RANGE_TEXT = `from ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}`;

/** A YYYY-MM-DD parameter checked by the `calendar-date` format. */
export const CalendarDate = (description: string) =>
  Type.String({
    format: CALENDAR_DATE_FORMAT,
    description: `${description}: YYYY-MM-DD, a real calendar date ${DATE_RANGE_TEXT}`,
    examples: ['2026-11-22'],
  });
