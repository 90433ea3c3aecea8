import type { IslandMessages, IslandStringSpec, SpecKeys } from '../../lib/messages.ts';

/** The registration wizard's strings, and the API messages registration can answer with. */
export const REGISTER_STRINGS = {
  keys: ['register.', 'password.', 'login.emailPlaceholder', 'login.phonePlaceholder'],
  errors: ['http', 'validation', 'identity'],
} as const satisfies IslandStringSpec;

export type RegisterMessages = IslandMessages<typeof REGISTER_STRINGS>;
export type RegisterKey = SpecKeys<typeof REGISTER_STRINGS>;
