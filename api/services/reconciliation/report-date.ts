import { DATE_RANGE, isAcceptedDate, isCalendarDate } from '../../../domain/calendar-date.ts';
import { doualaDate } from '../../../domain/douala-time.ts';
import { fill } from '../../../domain/messages/define.ts';
import { RECONCILIATION_MESSAGES } from '../../../domain/messages/reconciliation.ts';
import { detail, validationError } from '../../errors.ts';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The Douala day a report is about. The payment management screen sends "an ISO timestamp of
 * today", so a timestamp names the Douala day it falls in; a plain date is taken
 * as is. A day after today in Douala is refused.
 */
export function reportDate(input: string): string {
  const text = input.trim();
  let day: string | undefined;
  if (isCalendarDate(text)) day = text;
  else if (ISO_TIMESTAMP.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) day = doualaDate(instant);
  }
  if (!day || !isAcceptedDate(day)) {
    throw validationError([detail('date', fill(RECONCILIATION_MESSAGES.reportDateInvalid, DATE_RANGE))]);
  }
  // A day still to come has no payments: a report of it would be an empty one that looks true.
  const today = doualaDate();
  if (day > today)
    throw validationError([detail('date', fill(RECONCILIATION_MESSAGES.reportDateFuture, { date: day, today }))]);
  return day;
}
