import type { TierLevel } from '../../../domain/enums.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';

/**
 * Each tier's default monthly API quota: calls made with the institution's members' keys per
 * Africa/Douala calendar month. A new institution starts bronze with bronze's quota; changing
 * the tier sets the new tier's quota (staff may still set another value per institution).
 * The /docs institution pages print this table.
 */
export const TIER_MONTHLY_QUOTAS: Readonly<Record<TierLevel, number>> = {
  bronze: 10_000,
  silver: 50_000,
  gold: 250_000,
  platinum: 1_000_000,
};

export const DEFAULT_TIER: TierLevel = 'bronze';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves an institution to another tier with that tier's default quota (the admin
 * portal's tier change; the back office's route calls this behind the staff roles).
 */
export async function changeTier(store: Store, institutionId: string, tier: TierLevel): Promise<{ quota: number }> {
  const quota = TIER_MONTHLY_QUOTAS[tier];
  if (!UUID.test(institutionId) || !(await store.institutions.setTier(institutionId, tier, quota))) {
    throw new AppError('not_found', M.institutionMissing);
  }
  return { quota };
}
