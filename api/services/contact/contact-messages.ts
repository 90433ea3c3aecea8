import type { Static } from 'typebox';
import { isEmailFormat } from '../../../domain/contact.ts';
import { CONTACT_MESSAGES } from '../../../domain/messages/contact.ts';
import { IDENTITY_MESSAGES } from '../../../domain/messages/identity.ts';
import { detail, type ErrorDetail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { ContactMessageReceiptSchema, CreateContactMessageSchema } from '../../schemas/contact.ts';

export type ContactMessageInput = Static<typeof CreateContactMessageSchema>;

/** The stored message's id and time; the route adds the thank-you text. */
export type ContactMessageReceipt = Omit<Static<typeof ContactMessageReceiptSchema>, 'message'>;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Field rules with the messages the API returns; the schema has already checked types and lengths. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageInput {
  const value = {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    email: clean(input.email),
    company: clean(input.company) || null,
    message: clean(input.message),
  };
  const details: ErrorDetail[] = [];
  if (!value.firstName) details.push(detail('firstName', IDENTITY_MESSAGES.firstNameRequired));
  if (!value.lastName) details.push(detail('lastName', IDENTITY_MESSAGES.lastNameRequired));
  if (!value.email) details.push(detail('email', IDENTITY_MESSAGES.emailRequired));
  else if (!isEmailFormat(value.email)) details.push(detail('email', IDENTITY_MESSAGES.emailInvalid));
  if (!value.message) details.push(detail('message', CONTACT_MESSAGES.messageRequired));
  if (details.length > 0) throw validationError(details);
  return value;
}

/** Stores a message for staff to read and answer from the back office. */
export async function submitContactMessage(
  store: Store,
  input: ContactMessageInput,
  origin: { ip: string; userAgent: string | undefined },
): Promise<ContactMessageReceipt> {
  const value = validateContactMessage(input);
  const stored = await store.contactMessages.create({
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    company: value.company ?? null,
    message: value.message,
    ipAddress: origin.ip || null,
    userAgent: origin.userAgent ?? null,
  });
  return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
}
