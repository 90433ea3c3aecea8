import { defineMessages } from './define.ts';

/** What the transaction list answers to filters it cannot read. */
export const TRANSACTION_MESSAGES = defineMessages({
  dateInvalid: '{field} must be a calendar date (YYYY-MM-DD)',
  fromAfterTo: 'from must be on or before to',
});
