/** PIN inputs keep digits only, at most 6. */
export const PIN_MAX_LENGTH = 6;

export function pinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
}
