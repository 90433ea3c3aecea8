import type { ProviderCode } from '../../providers/types.ts';
import type { Store } from '../../repositories/store.ts';
import { readCategory, type SettingsSnapshot } from '../settings/settings-snapshot.ts';

/** The fee schedule of the settings (category `fees`), percent of the amount per network. */
export type FeeSchedule = SettingsSnapshot['fees'];

/**
 * The platform's fee on a successful payment: its network's percentage of the amount, rounded
 * to the nearest franc (XAF has no minor unit), half up. The registry caps a percentage at 10,
 * so the fee is always less than the amount and the credited side keeps a positive share.
 */
export function platformFee(provider: ProviderCode, amount: number, schedule: FeeSchedule): number {
  const percent = provider === 'gimac' ? schedule.interbank_fee_percent : schedule.mobile_money_fee_percent;
  // Percent × amount in integer hundredths first, so 1.5 % of 2 500 is 37.5 → 38, not 37.49999.
  return Math.floor((Math.round(percent * 100) * amount) / 10_000 + 0.5);
}

/** The schedule in force now, read in the settling transaction (so a fee follows the settings it was charged under). */
export async function readFeeSchedule(store: Store): Promise<FeeSchedule> {
  return readCategory(store, 'fees');
}
