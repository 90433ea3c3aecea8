import { defineMessages } from '../../errors.ts';

/** What callers of the account information API hear. */
export const ACCOUNT_MESSAGES = defineMessages({
  // Also the answer for another customer's account: the API never says whether it exists (BOLA).
  accountNotFound: 'Account not found',
  accountHolderNotFound: 'No user by this name whose accounts you may see',
  transferInsufficientFunds: 'The source account does not hold {amount} XAF',
  transferSourceNotActive: 'The source account is {status}: no money may leave it',
  transferDestinationClosed: 'The destination account is closed',
  transferSameAccount: 'The source and destination accounts must differ',
  transactionCursorInvalid: 'This cursor is not valid: send the nextCursor of the previous page unchanged',
});
