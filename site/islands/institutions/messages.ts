import type { IslandMessages, IslandStringSpec, SpecKeys, Translate } from '../../lib/messages.ts';

/**
 * The registration wizard's strings, and the API messages its calls (document uploads, the
 * registration) can answer with.
 */
export const INSTITUTION_REGISTER_STRINGS = {
  keys: ['instReg.', 'inst.type.'],
  errors: ['http', 'validation', 'phone', 'institutions'],
} as const satisfies IslandStringSpec;

/** The status lookup's strings, and the API messages the lookup can answer with. */
export const INSTITUTION_STATUS_STRINGS = {
  keys: ['instStatus.', 'inst.'],
  errors: ['http', 'validation', 'institutions'],
} as const satisfies IslandStringSpec;

export type InstitutionRegisterMessages = IslandMessages<typeof INSTITUTION_REGISTER_STRINGS>;
export type InstRegKey = SpecKeys<typeof INSTITUTION_REGISTER_STRINGS>;
export type InstRegT = Translate<InstRegKey>;

export type InstitutionStatusMessages = IslandMessages<typeof INSTITUTION_STATUS_STRINGS>;
export type InstStatusKey = SpecKeys<typeof INSTITUTION_STATUS_STRINGS>;
export type InstStatusT = Translate<InstStatusKey>;

/**
 * A member's own view of their institution (/institution): its strings, the sign-in gate's, the
 * institution words and status labels it shares with the status lookup, the document names of
 * the registration, and the API messages its call can answer with.
 */
export const INSTITUTION_VIEW_STRINGS = {
  keys: [
    'session.',
    'common.loading',
    'instView.',
    'inst.',
    'instStatus.status.',
    'instStatus.field.',
    'instStatus.usage',
    'instReg.doc.',
  ],
  errors: ['http', 'institutions'],
} as const satisfies IslandStringSpec;

export type InstitutionViewMessages = IslandMessages<typeof INSTITUTION_VIEW_STRINGS>;
export type InstViewKey = SpecKeys<typeof INSTITUTION_VIEW_STRINGS>;
export type InstViewT = Translate<InstViewKey>;
