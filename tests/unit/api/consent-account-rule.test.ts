import { describe, expect, it } from 'vitest';
import { consentNeedsAccount, scopeNeedsAccount } from '../../../domain/consent-account-rule.ts';
import { API_SCOPES } from '../../../domain/enums.ts';

/** The consent's one account rule (issue 30), which the consent screen and the server's approval share. */
describe('consent account rule', () => {
  it('asks for an account for exactly the scopes that reach accounts', () => {
    const needing = API_SCOPES.filter(scopeNeedsAccount);
    expect(needing).toEqual([
      'accounts:read',
      'accounts:write',
      'transactions:read',
      'transactions:write',
      'payments:initiate',
      'payments:authorize',
    ]);
  });

  it('needs an account when any chosen scope does, and none for an empty or set-up-only choice', () => {
    expect(consentNeedsAccount(['webhooks:manage', 'accounts:read'])).toBe(true);
    expect(consentNeedsAccount(['webhooks:manage', 'analytics:read', 'mobile_money:write'])).toBe(false);
    expect(consentNeedsAccount([])).toBe(false);
    expect(scopeNeedsAccount('accountsish:read')).toBe(false);
  });
});
