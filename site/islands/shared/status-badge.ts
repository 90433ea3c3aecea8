import { healthTone, type StatusTone, serviceTone } from '../../../domain/health-status.ts';

/** The badge classes of a health status, coloured by the domain's rule (domain/health-status.ts). */
function badge(tone: StatusTone): string {
  return tone === 'neutral' ? 'badge' : `badge badge-${tone}`;
}

/** A service's or a payment provider's badge, coloured by the domain's rule (`serviceTone`). */
export function serviceBadge(status: string): string {
  return badge(serviceTone(status));
}

/** The platform's health as a badge, coloured by the domain's rule (`healthTone`). */
export function healthBadge(status: string): string {
  return badge(healthTone(status));
}
