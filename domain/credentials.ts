/**
 * The rules every account's secrets follow, at registration and at a staff-created user's
 * set-up: the forms check them before sending, the server checks them again.
 * - password and secret word: 8 to 128 characters;
 * - PIN: 4 to 6 digits.
 */
export const SECRET_MIN_LENGTH = 8;
export const SECRET_MAX_LENGTH = 128;
const PIN_FORMAT = /^\d{4,6}$/;

/** Why a password or secret word is refused, or null when it fits. */
export function secretLengthProblem(secret: string): 'tooShort' | 'tooLong' | null {
  if (secret.length < SECRET_MIN_LENGTH) return 'tooShort';
  if (secret.length > SECRET_MAX_LENGTH) return 'tooLong';
  return null;
}

export function isPinFormat(pin: string): boolean {
  return PIN_FORMAT.test(pin);
}
