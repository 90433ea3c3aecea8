import { defineMessages } from './define.ts';

/** What a reconciliation report answers to a date it cannot read or a statement it cannot fetch. */
export const RECONCILIATION_MESSAGES = defineMessages({
  reportDateInvalid: 'date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp, from {earliest} to {latest}',
  reportDateFuture: 'date {date} is after today in Douala ({today}): a day that has not come has nothing to reconcile',
  statementUnavailable: 'The {provider} settlement statement could not be fetched ({problem}): {detail}',
});
