import { INSTITUTION_TYPES } from '../../../domain/enums.ts';
import type { KeysUnder, Translate } from '../../lib/messages.ts';
import type { InstitutionStatus } from './admin-api.ts';

/** Display status colours: Pending (not approved) amber, Active green, Suspended and Rejected red. */
const TONES: Record<InstitutionStatus, string> = {
  pending: 'badge-warning',
  active: 'badge-success',
  suspended: 'badge-danger',
  rejected: 'badge-danger',
};

export function institutionStatusClass(status: InstitutionStatus): string {
  return `badge ${TONES[status] ?? ''}`;
}

/** The quota bar's width: current against quota, never past 100 %. */
export function quotaPercent(current: number, quota: number): number {
  if (quota <= 0) return current > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (current / quota) * 100));
}

const TYPES = new Set<string>(INSTITUTION_TYPES);

/** An institution type in words; an unknown type is shown as sent. */
export function institutionTypeLabel(type: string, t: Translate<KeysUnder<'inst.type.'>>): string {
  return TYPES.has(type) ? t(`inst.type.${type}` as KeysUnder<'inst.type.'>) : type;
}
