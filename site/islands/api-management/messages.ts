import type { ApiScope } from '../../../domain/enums.ts';
import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';

/** API management's strings (its own, the scopes' plain words and the sign-in gate's) and the API messages its calls can answer with. */
export const API_MANAGEMENT_STRINGS = {
  keys: ['session.', 'common.loading', 'am.', 'scope.'],
  errors: ['http', 'validation', 'identity', 'apiKeys', 'webhooks', 'oauth'],
} as const satisfies IslandStringSpec;

export type ApiManagementMessages = IslandMessages<typeof API_MANAGEMENT_STRINGS>;
export type AmKey = SpecKeys<typeof API_MANAGEMENT_STRINGS>;
export type AmT = Translate<AmKey>;

/** What the page computes on the server for the key and app dialogs: each scope with its description. */
export interface ScopeChoice {
  scope: ApiScope;
  description: string;
}
