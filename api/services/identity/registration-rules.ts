import type { Static } from 'typebox';
import { isEmailFormat, normalizeEmail } from '../../../domain/contact.ts';
import { isPinFormat, secretLengthProblem } from '../../../domain/credentials.ts';
import type { MessageTemplate } from '../../../domain/messages/define.ts';
import { IDENTITY_MESSAGES as M } from '../../../domain/messages/identity.ts';
import { CAMEROON_MSISDN, normalizePhone } from '../../../domain/phone.ts';
import { detail, type ErrorDetail } from '../../errors.ts';
import type { RegistrationSchema } from '../../schemas/identity.ts';

/** What the register form sends: the schema types it, these rules check it. */
export type RegistrationInput = Static<typeof RegistrationSchema>;

export interface ValidRegistration {
  firstName: string;
  lastName: string;
  contact: { kind: 'email'; email: string } | { kind: 'phone'; phone: string };
  password: string;
  pin: string;
  secretWord: string;
}

const NAME_MAX = 100;

type Contact = ValidRegistration['contact'];

function checkName(
  value: string | undefined,
  path: string,
  messages: { required: MessageTemplate; tooLong: MessageTemplate },
  details: ErrorDetail[],
): string {
  const name = value?.trim() ?? '';
  if (!name) details.push(detail(path, messages.required));
  else if (name.length > NAME_MAX) details.push(detail(path, messages.tooLong));
  return name;
}

export function checkEmail(raw: string, details: ErrorDetail[]): Contact | null {
  const email = normalizeEmail(raw);
  if (!email) details.push(detail('email', M.emailRequired));
  else if (!isEmailFormat(email)) details.push(detail('email', M.emailInvalid));
  else return { kind: 'email', email };
  return null;
}

export function checkPhone(raw: string, details: ErrorDetail[]): Contact | null {
  const phone = normalizePhone(raw);
  if (!phone) details.push(detail('phone', M.phoneRequired));
  else if (!CAMEROON_MSISDN.test(phone)) details.push(detail('phone', M.phoneInvalid));
  else return { kind: 'phone', phone };
  return null;
}

/** Exactly one contact method: the one the caller sent (the form sends only the chosen one). */
function checkContact(input: RegistrationInput, details: ErrorDetail[]): Contact | null {
  const hasEmail = input.email !== undefined;
  const hasPhone = input.phone !== undefined;
  if (hasEmail && hasPhone) {
    const emailGiven = Boolean(input.email?.trim());
    const phoneGiven = Boolean(input.phone?.trim());
    if (emailGiven && phoneGiven) {
      details.push(detail('phone', M.contactBoth));
      return null;
    }
    if (phoneGiven) return checkPhone(input.phone ?? '', details);
    return checkEmail(input.email ?? '', details);
  }
  if (hasEmail) return checkEmail(input.email ?? '', details);
  if (hasPhone) return checkPhone(input.phone ?? '', details);
  details.push(detail('email', M.contactRequired));
  return null;
}

function checkSecret(
  value: string | undefined,
  path: string,
  messages: { tooShort: MessageTemplate; tooLong: MessageTemplate },
  details: ErrorDetail[],
): string {
  const secret = value ?? '';
  const problem = secretLengthProblem(secret);
  if (problem) details.push(detail(path, messages[problem]));
  return secret;
}

/**
 * The password and PIN rules of registration, also those of a staff-created
 * user's account set-up: each broken rule adds its field's detail.
 */
export function checkPasswordAndPin(
  input: { password?: string | undefined; pin?: string | undefined },
  details: ErrorDetail[],
): { password: string; pin: string } {
  const password = checkSecret(
    input.password,
    'password',
    { tooShort: M.passwordTooShort, tooLong: M.passwordTooLong },
    details,
  );
  const pin = input.pin ?? '';
  if (!isPinFormat(pin)) details.push(detail('pin', M.pinInvalid));
  return { password, pin };
}

/**
 * Registration rules (names, one contact, password and secret word of 8 or more, a PIN of 4 to 6
 * digits, each confirmed), checked on the server whatever the form did. Every
 * broken rule is reported (one detail per field) so the form can mark all of them at once.
 */
export function checkRegistration(
  input: RegistrationInput,
): { ok: true; value: ValidRegistration } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const firstName = checkName(
    input.firstName,
    'firstName',
    { required: M.firstNameRequired, tooLong: M.firstNameTooLong },
    details,
  );
  const lastName = checkName(
    input.lastName,
    'lastName',
    { required: M.lastNameRequired, tooLong: M.lastNameTooLong },
    details,
  );
  const contact = checkContact(input, details);
  const { password, pin } = checkPasswordAndPin(input, details);
  const secretWord = checkSecret(
    input.secretWord,
    'secretWord',
    { tooShort: M.secretWordTooShort, tooLong: M.secretWordTooLong },
    details,
  );
  if (details.length > 0 || !contact) return { ok: false, details };
  return { ok: true, value: { firstName, lastName, contact, password, pin, secretWord } };
}
