import type { ApiScope } from '../../domain/enums.ts';

/**
 * What each scope lets an app do, in plain words a customer understands (the app dialog of
 * API management, the consent screen). Typed against the server's scope list, so a new scope
 * does not compile until it is said here. The docs' technical wording is lib/docs/scope-descriptions.ts.
 */
export const scopes = {
  'scope.accounts:read': 'See your accounts and balances',
  'scope.accounts:write': 'Change your account settings, such as their nicknames',
  'scope.transactions:read': 'See your transaction history',
  'scope.transactions:write': 'Add categories and notes to your transactions',
  'scope.payments:initiate': 'Start payments from your accounts',
  'scope.payments:authorize': 'Approve payments that need a second approval',
  'scope.mobile_money:write': 'Collect mobile money payments',
  'scope.webhooks:manage': 'Set up and change the notifications sent to the app',
  'scope.analytics:read': 'See usage statistics and request logs',
} as const satisfies Record<`scope.${ApiScope}`, string>;
