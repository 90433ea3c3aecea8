/**
 * "Does this consent need an account?", the one rule the consent screen and the server's
 * approval both import (issue 30): a permission that reaches a customer's accounts (reading
 * accounts or transactions, starting or approving payments, changing account settings) is
 * granted only together with at least one account to share; the other permissions
 * (mobile money collections, webhooks, analytics) concern the app's own set-up and need none.
 * So a customer without an account may allow those, and is offered to open one for the rest.
 */
const ACCOUNT_SCOPE_AREAS = ['accounts', 'transactions', 'payments'] as const;

/** True when `scope` reaches the customer's accounts. */
export function scopeNeedsAccount(scope: string): boolean {
  const area = scope.split(':')[0] ?? '';
  return (ACCOUNT_SCOPE_AREAS as readonly string[]).includes(area);
}

/** True when approving `scopes` means choosing at least one account to share. */
export function consentNeedsAccount(scopes: readonly string[]): boolean {
  return scopes.some(scopeNeedsAccount);
}
