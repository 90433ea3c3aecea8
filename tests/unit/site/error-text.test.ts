import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/error-reasons.ts';
import { fr } from '../../../i18n/fr.ts';
import { ApiError } from '../../../site/lib/api/request.ts';
import { errorTranslator } from '../../../site/lib/error-text.ts';
import { islandMessages } from '../../../site/lib/i18n.ts';

const SPEC = { keys: [], errors: ['http', 'validation', 'identity', 'phone'] } as const;

/** A failure as the request layer builds it from the API's error envelope. */
function failure(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError(status, 'Bad Request', JSON.stringify({ error: { requestId: 'req-1', ...error } }));
}

const wrongProvider = failure(400, {
  code: 'validation_error',
  message: 'Phone is not an MTN Mobile Money number',
  reason: 'phone_wrong_provider',
  params: { provider: 'MTN Mobile Money' },
  details: [
    {
      path: 'phone',
      message: 'Phone is not an MTN Mobile Money number',
      reason: 'phone_wrong_provider',
      params: { provider: 'MTN Mobile Money' },
    },
    {
      path: 'customer.email',
      message: 'customer.email is required',
      reason: 'field_required',
      params: { field: 'customer.email' },
    },
  ],
});

describe('server errors translated by reason', () => {
  it('says the message in the page language, values filled in, whatever the English text', () => {
    expect(errorTranslator(islandMessages('fr', SPEC)).message(wrongProvider)).toBe(
      "Ce numéro n'est pas un numéro MTN Mobile Money",
    );
    expect(errorTranslator(islandMessages('en', SPEC)).message(wrongProvider)).toBe(
      'Phone is not an MTN Mobile Money number',
    );
    const locked = failure(423, {
      code: 'account_locked',
      message: 'text the site never reads',
      reason: 'account_locked',
      params: { minutes: 15 },
    });
    expect(errorTranslator(islandMessages('fr', SPEC)).message(locked)).toBe(
      'Trop de tentatives de connexion échouées. Ce compte est verrouillé ; réessayez dans 15 min.',
    );
  });

  it("names a field by the form's own label, by its path elsewhere", () => {
    const errors = errorTranslator(islandMessages('fr', SPEC));
    expect(errors.fields(wrongProvider, { 'customer.email': 'E-mail du client' })).toEqual({
      phone: "Ce numéro n'est pas un numéro MTN Mobile Money",
      'customer.email': 'Champ « E-mail du client » obligatoire',
    });
    expect(errors.fields(wrongProvider)['customer.email']).toBe('Champ « customer.email » obligatoire');
    expect(
      errorTranslator(islandMessages('en', SPEC)).fields(wrongProvider, { 'customer.email': 'Customer email' }),
    ).toEqual({
      phone: 'Phone is not an MTN Mobile Money number',
      'customer.email': 'Customer email is required',
    });
  });

  it('writes the amounts of an error with the one money formatter, never a bare "1000 XAF" (issue 30 item 9)', () => {
    const tooSmall = failure(400, {
      code: 'validation_error',
      message: 'amount must be at least 1000',
      reason: 'field_too_small',
      params: { field: 'amount', limit: 1000 },
      details: [
        {
          path: 'amount',
          message: 'amount must be at least 1000',
          reason: 'field_too_small',
          params: { field: 'amount', limit: 1000 },
        },
      ],
    });
    const labels = { amount: 'Montant (XAF)' };
    expect(errorTranslator(islandMessages('fr', SPEC)).message(tooSmall, labels)).toBe(
      'Champ « Montant (XAF) » : 1\u202f000\u00a0FCFA au minimum',
    );
    expect(errorTranslator(islandMessages('en', SPEC)).fields(tooSmall, { amount: 'Amount' })).toEqual({
      amount: 'Amount must be at least 1\u202f000\u00a0FCFA',
    });
    const accounts = { keys: [], errors: ['accounts', 'reconciliationDetails'] } as const;
    const short = failure(422, {
      code: 'unprocessable',
      message: 'The source account does not hold 1000 XAF',
      reason: 'transfer_insufficient_funds',
      params: { amount: 1000 },
    });
    expect(errorTranslator(islandMessages('fr', accounts)).message(short)).toBe(
      'Le compte source ne contient pas 1\u202f000\u00a0FCFA',
    );
    expect(errorTranslator(islandMessages('en', accounts)).message(short)).toBe(
      'The source account does not hold 1\u202f000\u00a0FCFA',
    );
    // A number that is no amount (a limit of characters, a year) stays as sent.
    const tooLong = failure(400, {
      code: 'validation_error',
      message: 'name must be at most 1000 characters',
      reason: 'field_too_long',
      params: { field: 'name', limit: 1000 },
    });
    expect(errorTranslator(islandMessages('en', SPEC)).message(tooLong)).toBe('name must be at most 1000 characters');
  });

  it("leaves the caller its own words for what is not the API's envelope or a reason this page lacks", () => {
    const errors = errorTranslator(islandMessages('fr', SPEC));
    expect(errors.message(new ApiError(502, 'Bad Gateway', '<html>'))).toBeNull();
    expect(errors.message(new TypeError('Failed to fetch'))).toBeNull();
    const other = failure(422, {
      code: 'unprocessable',
      message: 'Only failed payments can be retried',
      reason: 'only_failed_retry',
    });
    expect(errors.message(other)).toBeNull();
  });

  it('gives an island only the registries it asks for, in one language', () => {
    const messages = islandMessages('fr', { keys: ['login.'], errors: ['identity'] });
    expect(messages).toHaveProperty('error.invalid_credentials', 'Identifiants invalides');
    expect(messages).toHaveProperty('login.submit', 'Se connecter');
    expect(messages).not.toHaveProperty('error.phone_wrong_provider');
    expect(messages).not.toHaveProperty('register.submit');
  });

  it('has a French text for every reason the API can answer with', () => {
    const missing = [...ERROR_MESSAGES.keys()].filter((reason) => !fr[`error.${reason}`]);
    expect(missing).toEqual([]);
  });
});
