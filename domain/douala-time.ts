/**
 * Payments are dated in Douala time (Africa/Douala, UTC+1 all year): a "day" in a filter, a
 * chart or a reconciliation report is a Douala calendar day, whatever the server's zone.
 */
export const PLATFORM_TIME_ZONE = 'Africa/Douala';

/** Today's date in Douala, YYYY-MM-DD. */
export function doualaDate(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
