import type { IslandMessages, IslandStringSpec, SpecKeys } from '../../lib/messages.ts';

/** The contact form's strings, and the API messages the contact call can answer with. */
export const CONTACT_STRINGS = {
  keys: ['contact.form.', 'contact.toast.'],
  // The contact call checks names and e-mail with the sign-up form's messages.
  errors: ['http', 'validation', 'identity', 'contact'],
} as const satisfies IslandStringSpec;

export type ContactMessages = IslandMessages<typeof CONTACT_STRINGS>;
export type ContactKey = SpecKeys<typeof CONTACT_STRINGS>;
