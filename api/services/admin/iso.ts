/** Instants leave the API as ISO 8601 text (the schemas' `date-time`), null stays null. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
