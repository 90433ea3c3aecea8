import { defineMessages } from '../../errors.ts';

/** What callers of the account information API hear. */
export const ACCOUNT_MESSAGES = defineMessages({
  // Also the answer for another customer's account: the API never says whether it exists (BOLA).
  accountNotFound: 'Account not found',
  accountHolderNotFound: 'No user by this name whose accounts you may see',
  transactionCursorInvalid: 'This cursor is not valid: send the nextCursor of the previous page unchanged',
});
