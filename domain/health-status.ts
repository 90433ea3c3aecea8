/**
 * The colour every screen gives a health status, one rule for the back office, payment
 * management and the portal's System tab: green when working, yellow when impaired, red when
 * failing, neutral for anything the screen does not know (a newer server's status).
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A service or a payment provider: up, degraded, down. */
export function serviceTone(status: string): StatusTone {
  if (status === 'up') return 'success';
  if (status === 'degraded') return 'warning';
  if (status === 'down') return 'danger';
  return 'neutral';
}

/** The platform's overall health: healthy, warning, critical. */
export function healthTone(status: string): StatusTone {
  if (status === 'healthy') return 'success';
  if (status === 'warning') return 'warning';
  if (status === 'critical') return 'danger';
  return 'neutral';
}
