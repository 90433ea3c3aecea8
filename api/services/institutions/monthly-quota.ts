import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';

// Douala keeps West Africa Time (UTC+1) all year, with no daylight saving.
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

/** The Africa/Douala calendar month of an instant, as its first day (`2026-11-01`). */
export function doualaMonth(at: number = Date.now()): string {
  const local = new Date(at + DOUALA_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** When the next Douala month starts, as an instant. */
export function nextDoualaMonthStart(at: number = Date.now()): Date {
  const local = new Date(at + DOUALA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - DOUALA_OFFSET_MS);
}

/** Calls counted by this process and not yet in `institution_api_usage`. */
export interface InstitutionUsageCounter {
  pending(institutionId: string, month: string): number;
  add(institutionId: string, month: string): void;
}

/**
 * Admits one call made with a member's key against the institution's monthly quota: the calls
 * stored for this month (read with the key itself, no extra round trip) plus those this
 * process counted since its last write. Past the quota the call is refused with a 429 saying
 * when the quota renews; admitted calls are counted. Other processes' calls arrive with their
 * next write (every second), so a quota may be passed by the few calls made meanwhile.
 * Refused calls do not count: they used nothing.
 */
export function admitInstitutionCall(
  counter: InstitutionUsageCounter,
  institution: { id: string; quota: number; usedThisMonth: number },
  now: number = Date.now(),
): void {
  const month = doualaMonth(now);
  const used = institution.usedThisMonth + counter.pending(institution.id, month);
  if (used >= institution.quota) {
    const renews = nextDoualaMonthStart(now);
    throw new AppError(
      'rate_limited',
      fill(M.quotaExhausted, { limit: institution.quota, renewsOn: doualaMonth(renews.getTime()) }),
      { headers: { 'retry-after': String(Math.max(1, Math.ceil((renews.getTime() - now) / 1000))) } },
    );
  }
  counter.add(institution.id, month);
}
