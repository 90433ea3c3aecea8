import { isEmailFormat } from '../../../domain/contact.ts';
import { SECRET_MIN_LENGTH } from '../../../domain/credentials.ts';
import type { AccountType } from '../../../domain/enums.ts';
import { CAMEROON_MSISDN, normalizePhone } from '../../../domain/phone.ts';
import type { KeysUnder } from '../../lib/messages.ts';
import { validatePasswordAndPin } from '../forms/password-and-pin.ts';

/** Everything the /register wizard holds. accountType is kept but not sent. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  contactMethod: 'email' | 'phone';
  email: string;
  phone: string;
  accountType: AccountType;
  password: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
  secretWord: string;
  confirmSecretWord: string;
}

export type RegisterField = Exclude<keyof RegisterValues, 'contactMethod' | 'accountType'>;
export type RegisterErrors = Partial<Record<RegisterField, KeysUnder<'register.error.'>>>;

export const STEP_ONE_FIELDS: readonly RegisterField[] = ['firstName', 'lastName', 'email', 'phone'];

export const EMPTY_REGISTRATION: RegisterValues = {
  firstName: '',
  lastName: '',
  contactMethod: 'email',
  email: '',
  phone: '',
  accountType: 'checking',
  password: '',
  confirmPassword: '',
  pin: '',
  confirmPin: '',
  secretWord: '',
  confirmSecretWord: '',
};

// The rules are the server's own (domain/); it checks them again. The form refuses only what
// a person can mistype: the 128-character maximum is left to the server.

/** Step 1: personal information. */
export function validateStepOne(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'register.error.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'register.error.lastNameRequired';
  if (values.contactMethod === 'email') {
    const email = values.email.trim();
    if (!email) errors.email = 'register.error.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'register.error.emailInvalid';
  } else {
    const phone = normalizePhone(values.phone);
    if (!phone) errors.phone = 'register.error.phoneRequired';
    else if (!CAMEROON_MSISDN.test(phone)) errors.phone = 'register.error.phoneInvalid';
  }
  return errors;
}

/** Step 2: security setup. */
export function validateStepTwo(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = { ...validatePasswordAndPin(values) };
  if (values.secretWord.length < SECRET_MIN_LENGTH) errors.secretWord = 'register.error.secretWordTooShort';
  if (values.confirmSecretWord !== values.secretWord) errors.confirmSecretWord = 'register.error.secretWordsMismatch';
  return errors;
}

/** The registration payload: only the chosen contact method, no confirmations. */
export function registrationPayload(values: RegisterValues): Record<string, string> {
  const contact: Record<string, string> =
    values.contactMethod === 'email' ? { email: values.email.trim() } : { phone: normalizePhone(values.phone) };
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...contact,
    password: values.password,
    pin: values.pin,
    secretWord: values.secretWord,
  };
}
