import { defineMessages } from './define.ts';

/**
 * What a reconciliation line says about a payment: staff read it on screen, so each text has a
 * reason the site translates (`detail_reason`, `detail_params` beside `detail`).
 */
export const RECONCILIATION_DETAILS = defineMessages({
  reconMatched: 'Settled by {provider} and posted to the ledger.',
  reconMissingAtProvider: 'Successful on the platform but absent from the {provider} settlement statement of {date}.',
  reconMissingAtProviderUnposted:
    'Successful on the platform but absent from the {provider} settlement statement of {date}; no ledger transaction was posted either.',
  reconProviderAmount: 'The platform recorded {platformAmount} XAF, {provider} settled {providerAmount} XAF.',
  reconNotPosted: 'Settled by {provider}, but no ledger transaction was posted for it.',
  reconLedgerAmount: 'The ledger posted {ledgerAmount} XAF for a {platformAmount} XAF payment.',
  reconOtherStatus: '{provider} settled it, but the platform records this attempt as {status}.',
  reconUnknown: '{provider} settled {reference} ({providerReference}), which the platform does not know.',
});
