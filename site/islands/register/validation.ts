import type { AccountType } from '../../../api/schemas/enums.ts';
import { CAMEROON_MSISDN, removeSpaces } from '../../../api/schemas/phone.ts';
import type { KeysUnder } from '../../lib/messages.ts';
import { EMAIL_FORMAT } from '../forms/email-format.ts';

/** Everything the wizard holds (spec 000 §2 /register, §3). accountType is kept but not sent. */
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

// The server's rules (api/services/identity/registration-rules.ts); it checks them again.
const PIN_FORMAT = /^\d{4,6}$/;
const SECRET_MIN = 8;

// The server's own phone rule (api/schemas/phone.ts); it checks again.
export const withoutSpaces = removeSpaces;

/** Step 1: personal information. */
export function validateStepOne(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'register.error.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'register.error.lastNameRequired';
  if (values.contactMethod === 'email') {
    const email = values.email.trim();
    if (!email) errors.email = 'register.error.emailRequired';
    else if (!EMAIL_FORMAT.test(email)) errors.email = 'register.error.emailInvalid';
  } else {
    const phone = withoutSpaces(values.phone);
    if (!phone) errors.phone = 'register.error.phoneRequired';
    else if (!CAMEROON_MSISDN.test(phone)) errors.phone = 'register.error.phoneInvalid';
  }
  return errors;
}

/** The password and PIN every account chooses, each typed twice (registration, and the staff set-up link). */
export type PasswordAndPin = Pick<RegisterValues, 'password' | 'confirmPassword' | 'pin' | 'confirmPin'>;

export function validatePasswordAndPin(values: PasswordAndPin): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.password.length < SECRET_MIN) errors.password = 'register.error.passwordTooShort';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'register.error.passwordsMismatch';
  if (!PIN_FORMAT.test(values.pin)) errors.pin = 'register.error.pinInvalid';
  if (values.confirmPin !== values.pin) errors.confirmPin = 'register.error.pinsMismatch';
  return errors;
}

/** Step 2: security setup. */
export function validateStepTwo(values: RegisterValues): RegisterErrors {
  const errors = validatePasswordAndPin(values);
  if (values.secretWord.length < SECRET_MIN) errors.secretWord = 'register.error.secretWordTooShort';
  if (values.confirmSecretWord !== values.secretWord) errors.confirmSecretWord = 'register.error.secretWordsMismatch';
  return errors;
}

/** The registration payload (spec 000 §3): only the chosen contact method, no confirmations. */
export function registrationPayload(values: RegisterValues): Record<string, string> {
  const contact: Record<string, string> =
    values.contactMethod === 'email' ? { email: values.email.trim() } : { phone: withoutSpaces(values.phone) };
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...contact,
    password: values.password,
    pin: values.pin,
    secretWord: values.secretWord,
  };
}
