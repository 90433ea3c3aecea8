import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';

/**
 * The consent screen's strings (its own, the scopes' plain words, the accounts' names, the
 * open-account control and the sign-in gate's), and the API messages its calls can answer with.
 */
export const CONSENT_STRINGS = {
  keys: ['session.', 'common.loading', 'consent.', 'scope.', 'accounts.'],
  errors: ['http', 'validation', 'identity', 'oauth', 'accounts', 'idempotency'],
} as const satisfies IslandStringSpec;

export type ConsentMessages = IslandMessages<typeof CONSENT_STRINGS>;
export type ConsentKey = SpecKeys<typeof CONSENT_STRINGS>;
export type ConsentT = Translate<ConsentKey>;
