import { describe, expect, it } from 'vitest';
import { failureText } from '../../../../site/islands/payments/failure-reason.ts';
import { translator } from '../../../../site/lib/i18n.ts';

describe('failure reasons in the reader language', () => {
  it("says the group in English or French and keeps the provider's code for support", () => {
    const payment = { failure_reason: 'NOT_ENOUGH_FUNDS', failure_category: 'insufficient_funds' };
    expect(failureText(payment, translator('en'))).toBe('Insufficient funds (NOT_ENOUGH_FUNDS)');
    expect(failureText(payment, translator('fr'))).toBe('Fonds insuffisants (NOT_ENOUGH_FUNDS)');
  });

  it('can leave the code out (the staff dialog has the English message instead)', () => {
    const transaction = { failure_reason: 'The payer declined the payment', failure_category: 'declined' };
    expect(failureText(transaction, translator('fr'), null)).toBe("Refusé par le payeur ou l'opérateur");
  });

  it('falls back to the code when the group is unknown, and to nothing without a failure', () => {
    expect(failureText({ failure_reason: 'SOMETHING_NEW', failure_category: 'brand_new' }, translator('en'))).toBe(
      'SOMETHING_NEW',
    );
    expect(failureText({ failure_reason: null, failure_category: null }, translator('en'))).toBeNull();
  });
});
