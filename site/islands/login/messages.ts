import type { IslandMessages, IslandStringSpec, SpecKeys } from '../../lib/messages.ts';

/** The sign-in form's strings, and the API messages sign-in can answer with. */
export const LOGIN_STRINGS = {
  keys: ['login.', 'password.'],
  errors: ['http', 'validation', 'identity'],
} as const satisfies IslandStringSpec;

export type LoginMessages = IslandMessages<typeof LOGIN_STRINGS>;
export type LoginKey = SpecKeys<typeof LOGIN_STRINGS>;
