import type { TierLevel } from '../../schemas/enums.ts';

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
