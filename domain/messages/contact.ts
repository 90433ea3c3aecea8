import { defineMessages } from './define.ts';

/** What the contact form answers besides the sign-up form's name and e-mail messages. */
export const CONTACT_MESSAGES = defineMessages({
  messageRequired: 'Message is required',
});
