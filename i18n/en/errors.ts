import { ERROR_MESSAGES, type ErrorReason } from '../../domain/error-reasons.ts';

/**
 * The API's error messages by reason (`error.<reason>`), in English: the server's own
 * templates, so the English site says exactly what the API says. Read on the server only.
 */
export const errors = Object.fromEntries(
  [...ERROR_MESSAGES].map(([reason, text]) => [`error.${reason}`, text]),
) as Record<`error.${ErrorReason}`, string>;
