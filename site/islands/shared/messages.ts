import type { KeysUnder, Translate } from '../../lib/messages.ts';

/** What the sign-in gate says: loading, signed out, check failed, signing out. */
export type SessionT = Translate<KeysUnder<'session.'> | 'common.loading'>;
