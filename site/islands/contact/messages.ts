import type { IslandMessages, IslandStringSpec, SpecKeys } from '../../lib/messages.ts';

/** The contact form's strings, and the API messages the contact call can answer with. */
export const CONTACT_STRINGS = {
  keys: ['contact.form.', 'contact.toast.'],
  errors: ['http', 'validation', 'contact'],
} as const satisfies IslandStringSpec;

export type ContactMessages = IslandMessages<typeof CONTACT_STRINGS>;
export type ContactKey = SpecKeys<typeof CONTACT_STRINGS>;
