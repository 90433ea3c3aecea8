import { ERROR_MESSAGES, type ErrorReason } from '../../domain/error-reasons.ts';

/**
 * The API's error messages by reason (`error.<reason>`), in English: the server's own
 * templates, so the English site says exactly what the API says. Read on the server only.
 * One difference: the site writes an amount with its currency label ("1 000 FCFA", see
 * domain/messages/amount-params.ts), so the " XAF" the API puts after an amount is left out.
 */
export const errors = Object.fromEntries(
  [...ERROR_MESSAGES].map(([reason, text]) => [`error.${reason}`, text.replace(/(\{\w*[aA]mount\}) XAF/g, '$1')]),
) as Record<`error.${ErrorReason}`, string>;
