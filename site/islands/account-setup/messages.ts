import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';

/**
 * The set-up page's strings: its own, and the registration wizard's password and PIN labels
 * and rules (the same account secrets, said the same way), plus the API messages it can meet.
 */
export const ACCOUNT_SETUP_STRINGS = {
  keys: [
    'setup.',
    'common.loading',
    'password.',
    'register.password',
    'register.confirmPassword',
    'register.pin',
    'register.confirmPin',
    'register.error.',
  ],
  errors: ['http', 'validation', 'identity'],
} as const satisfies IslandStringSpec;

export type AccountSetupMessages = IslandMessages<typeof ACCOUNT_SETUP_STRINGS>;
export type SetupKey = SpecKeys<typeof ACCOUNT_SETUP_STRINGS>;
export type SetupT = Translate<SetupKey>;
