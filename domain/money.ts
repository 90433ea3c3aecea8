/** How the platform writes amounts of XAF: one formatter, one currency label. */

// French groups digits with a narrow no-break space and puts a no-break space before the
// currency, so an amount never splits across lines.
const GROUP = '\u202f';
const BEFORE_CURRENCY = '\u00a0';

/** The currency's name wherever an amount is shown to people: the franc CFA of Central Africa. */
export const CURRENCY_LABEL = 'FCFA';

/**
 * Where an amount is written. `screen` (pages, reports, the providers' pages) is typeset the
 * way fr-CM writes it. `plain` is for the texts the API hands integrators to relay to payers by
 * SMS or on a USSD screen (the payment instructions): GSM-7 has neither no-break space, so digits
 * are grouped with a plain space, and the ISO 4217 code the API's amounts are documented in is
 * named instead of the label.
 */
export type MoneyChannel = 'screen' | 'plain';

/**
 * 1234567.8 → "1 234 568 FCFA" whatever the interface language: Intl's fr-CM format of XAF,
 * which has no minor unit (ISO 4217 exponent 0), rounding halves away from zero. The one
 * formatter of amounts (`plain` gives "1 234 568 XAF", see `MoneyChannel`).
 */
export function formatXAF(amount: number | string, channel: MoneyChannel = 'screen'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const finite = Number.isFinite(value) ? value : 0;
  const sign = finite < 0 || Object.is(finite, -0) ? '-' : '';
  const digits = BigInt(Math.round(Math.abs(finite))).toString();
  if (channel === 'plain') return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, ' ')} XAF`;
  return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, GROUP)}${BEFORE_CURRENCY}${CURRENCY_LABEL}`;
}

/** A signed amount for statements: credits "+", debits "−". */
export function formatSignedXAF(amount: number, direction: 'credit' | 'debit'): string {
  return `${direction === 'credit' ? '+' : '−'}${formatXAF(Math.abs(amount))}`;
}
