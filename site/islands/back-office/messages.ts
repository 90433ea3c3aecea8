import type { IslandStringSpec, KeysUnder, SpecKeys, Translate } from '../../lib/messages.ts';

/** The strings of the tables the staff portals share; each portal's spec lists these keys. */
export const BACK_OFFICE_STRINGS = {
  keys: ['backOffice.', 'common.loading', 'payments.status.', 'pm.type.', 'pm.provider.', 'pm.na'],
} as const satisfies IslandStringSpec;

/** The transactions table's translator: column names, statuses, types and providers. */
export type BackOfficeT = Translate<SpecKeys<typeof BACK_OFFICE_STRINGS>>;
/** The users table's translator: its own keys only. */
export type BackOfficeUsersT = Translate<KeysUnder<'backOffice.'> | 'common.loading'>;
