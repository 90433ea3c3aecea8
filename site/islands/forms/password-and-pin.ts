import { isPinFormat, SECRET_MIN_LENGTH } from '../../../domain/credentials.ts';

/** The password and PIN every account chooses, each typed twice (registration, and the staff set-up link). */
export interface PasswordAndPin {
  password: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
}

type Problem =
  | 'register.error.passwordTooShort'
  | 'register.error.passwordsMismatch'
  | 'register.error.pinInvalid'
  | 'register.error.pinsMismatch';

export function validatePasswordAndPin(values: PasswordAndPin): Partial<Record<keyof PasswordAndPin, Problem>> {
  const errors: Partial<Record<keyof PasswordAndPin, Problem>> = {};
  if (values.password.length < SECRET_MIN_LENGTH) errors.password = 'register.error.passwordTooShort';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'register.error.passwordsMismatch';
  if (!isPinFormat(values.pin)) errors.pin = 'register.error.pinInvalid';
  if (values.confirmPin !== values.pin) errors.confirmPin = 'register.error.pinsMismatch';
  return errors;
}
