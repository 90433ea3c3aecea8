import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';

/** API management's strings (its own and the sign-in gate's) and the API messages its calls can answer with. */
export const API_MANAGEMENT_STRINGS = {
  keys: ['session.', 'common.loading', 'am.'],
  errors: ['http', 'validation', 'identity', 'apiKeys', 'webhooks'],
} as const satisfies IslandStringSpec;

export type ApiManagementMessages = IslandMessages<typeof API_MANAGEMENT_STRINGS>;
export type AmKey = SpecKeys<typeof API_MANAGEMENT_STRINGS>;
export type AmT = Translate<AmKey>;

/** What the page computes on the server for the key dialog: each scope with its description. */
export interface ScopeChoice {
  scope: string;
  description: string;
}
