/**
 * Staff figures never mix test and live data (issue 17 item 4): staff work in the server's own
 * mode (`serverLivemode`, services/payments/livemode.ts), so every back-office, analytics and
 * report aggregate over payments, request logs or verifications counts only that mode's rows.
 * This is the one condition they all use. `livemode` is a boolean, never caller text, so it is
 * written into the SQL as a literal rather than a binding, which keeps each statement's
 * positional bindings as they were.
 */
export function ofMode(livemode: boolean, alias?: string): string {
  return `${alias ? `${alias}.` : ''}livemode is ${livemode ? 'true' : 'false'}`;
}

/**
 * The same condition for counters kept per API key (`api_keys.usage_count`, the usage
 * windows), which have no `livemode` of their own: a key's calls are all of one mode, live
 * only for a production key on a live server (callerLivemode). Staff of a live server
 * (`livemode` true) count production keys; on a sandbox server every key is test mode.
 */
export function keyOfMode(livemode: boolean, alias: string): string {
  return livemode ? `${alias}.environment = 'production'` : 'true';
}
