import { defineMessages } from './define.ts';

/** What callers of the account information API hear. */
export const ACCOUNT_MESSAGES = defineMessages({
  // Also the answer for another customer's account: the API never says whether it exists (BOLA).
  accountNotFound: 'Account not found',
  accountHolderNotFound: 'No user by this name whose accounts you may see',
  transferInsufficientFunds: 'The source account does not hold {amount} XAF',
  transferSourceNotActive: 'The source account is {status}: no money may leave it',
  transferDestinationClosed: 'The destination account is closed',
  transferSameAccount: 'The source and destination accounts must differ',
  payoutParticipantNotForAccount:
    'destinationParticipant is only for payments to a mobile_wallet or a gimac_bank: leave it out for an account of the platform',
  payoutOperatorRequired:
    'destinationParticipant (the GIMAC mobile operator code, e.g. AIRTEL_GA) is required for a wallet outside Cameroon',
  payoutBankRequired:
    'destinationParticipant (the GIMAC bank code, e.g. BICEC_CM) is required for a gimac_bank payment',
  destinationAccountIdInvalid: 'destinationAccountId must be the id (a UUID) of an account of the platform',
  testModeMovesNoLiveBalances:
    'A test-mode call (an ob_test_ key or a sandbox app) cannot move account balances on a live server: use a production credential',
  paymentNotAwaitingAuthorization: 'This payment is not awaiting authorization',
  paymentAuthorizerIsInitiator:
    'A payment is authorized with another API key or another app than the one that initiated it',
  transactionCursorInvalid: 'This cursor is not valid: send the nextCursor of the previous page unchanged',
  // Opening accounts (open-account.ts).
  accountOpeningNeedsOwner:
    "An app acting for a customer cannot open accounts: the customer's own API key, or the app's client credentials for its developer, can",
  testModeOpensNoLiveAccounts:
    'A test-mode call (an ob_test_ key or a sandbox app) cannot open accounts on a live server: use a production credential',
  accountLimitReached: 'You already hold {limit} open accounts, the most one customer may hold',
});
