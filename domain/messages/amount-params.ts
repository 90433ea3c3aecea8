import { formatXAF } from '../money.ts';
import type { MessageParams } from './define.ts';

/** A field path that holds an amount of XAF: `amount`, `minimumAmount`, `payment.amount`. */
const AMOUNT_NAME = /(^|\.)amount$|Amount$/;

/**
 * A message's values with its amounts of XAF written by the one money formatter ("1 000 FCFA"),
 * so a translated error never shows a bare "1000 XAF". An amount is a value named like one
 * (`amount`, `platformAmount`…) or the `limit` of a rule on an amount field (`amount must be at
 * least {limit}`). Other values (years, counts of characters) stay as sent.
 */
export function withAmountsFormatted(params: MessageParams | undefined): MessageParams | undefined {
  if (!params) return params;
  const amountField = typeof params.field === 'string' && AMOUNT_NAME.test(params.field);
  const formatted: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const isAmount = name !== 'field' && (AMOUNT_NAME.test(name) || (amountField && name === 'limit'));
    formatted[name] = isAmount && Number.isFinite(Number(value)) && value !== '' ? formatXAF(value) : value;
  }
  return formatted;
}
