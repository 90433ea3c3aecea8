/** Today's date in Douala (the server's days are Douala days), as YYYY-MM-DD. */
export function doualaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(now);
}
