import type { AppConfig } from '../../config.ts';

/** An API key's or OAuth app's environment (`ob_test_` keys and sandbox apps are 'sandbox'). */
export type CallerEnvironment = 'sandbox' | 'production';

/** How a call was authenticated, as far as the mode is concerned. */
export interface ModeCaller {
  apiKey: { environment: CallerEnvironment } | null;
  oauth: { environment: CallerEnvironment } | null;
}

/**
 * The one rule of test and live modes (issue 17 item 4): a call is live when the server runs
 * PAYMENTS_MODE=live and the caller is a production key, a production app or a signed-in
 * session (the dashboard and staff screens work in the server's own mode). Anything else is
 * test mode: `ob_test_` keys and sandbox apps reach only the simulators and see only test
 * data, whatever the server runs; on a sandbox server everything is test mode.
 */
export function callerLivemode(caller: ModeCaller, paymentsMode: AppConfig['PAYMENTS_MODE']): boolean {
  if (paymentsMode !== 'live') return false;
  if (caller.apiKey) return caller.apiKey.environment === 'production';
  if (caller.oauth) return caller.oauth.environment === 'production';
  return true;
}

/** The server's own mode: what reconciliation, health, account events and staff figures are about. */
export function serverLivemode(paymentsMode: AppConfig['PAYMENTS_MODE']): boolean {
  return paymentsMode === 'live';
}
