import type { IslandMessages, IslandStringSpec, KeysUnder, SpecKeys, Translate } from '../../lib/messages.ts';

/**
 * The customer dashboard's strings (header, welcome card, payments area, accounts, connected apps, sign-in gate), and the
 * API messages its calls can answer with.
 */
export const DASHBOARD_STRINGS = {
  keys: [
    'session.',
    'common.loading',
    'dashboard.',
    'role.',
    'payments.',
    'providers.',
    'connectedApps.',
    'scope.',
    'accounts.',
  ],
  errors: ['http', 'validation', 'identity', 'phone', 'payments', 'idempotency', 'features', 'oauth', 'accounts'],
} as const satisfies IslandStringSpec;

export type DashboardMessages = IslandMessages<typeof DASHBOARD_STRINGS>;
export type DashboardKey = SpecKeys<typeof DASHBOARD_STRINGS>;
export type DashboardT = Translate<DashboardKey>;

/** The payments area: its forms, the list and the GIMAC card. */
export type PaymentsT = Translate<KeysUnder<'payments.'> | KeysUnder<'providers.'> | 'common.loading'>;
