/**
 * Scopes an API key may carry (spec 001 §3 "Scope list", plus mobile_money:write from the
 * documented scopes of spec 000 §3). Routes name the one they need.
 */
export const API_SCOPES = [
  'accounts:read',
  'accounts:write',
  'transactions:read',
  'transactions:write',
  'payments:initiate',
  'payments:authorize',
  'mobile_money:write',
  'webhooks:manage',
  'analytics:read',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
