import { fill, type MessageTemplate } from '../../../domain/messages/define.ts';
import { VALIDATION_MESSAGES } from '../../../domain/messages/http.ts';
import { FEATURE_MESSAGES } from '../../../domain/messages/settings.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { FeatureFlag } from '../settings/feature-flags.ts';
import type { SettingsSnapshot } from '../settings/settings-snapshot.ts';

/** The kinds of new payment the settings speak about. */
export type PaymentChannel =
  | 'mobile_money'
  | 'bank_to_mobile'
  | 'wallet_to_wallet'
  | 'staff_interbank'
  | 'account_payout';

type MinimumKey = 'mobile_money_min_amount' | 'bank_to_mobile_min_amount';

const CHANNELS: Record<PaymentChannel, { flag: FeatureFlag; paused: MessageTemplate; minimum: MinimumKey }> = {
  mobile_money: {
    flag: 'mobile_money_payments',
    paused: FEATURE_MESSAGES.mobileMoneyPaused,
    minimum: 'mobile_money_min_amount',
  },
  bank_to_mobile: {
    flag: 'interbank_transfers',
    paused: FEATURE_MESSAGES.interbankPaused,
    minimum: 'bank_to_mobile_min_amount',
  },
  wallet_to_wallet: {
    flag: 'interbank_transfers',
    paused: FEATURE_MESSAGES.interbankPaused,
    minimum: 'mobile_money_min_amount',
  },
  // Payouts of the public API (POST /api/v1/payments to a wallet or a GIMAC bank) leave through GIMAC.
  account_payout: {
    flag: 'interbank_transfers',
    paused: FEATURE_MESSAGES.interbankPaused,
    minimum: 'bank_to_mobile_min_amount',
  },
  // Staff New Payment keeps one minimum for both its types: the mobile money one.
  staff_interbank: {
    flag: 'interbank_transfers',
    paused: FEATURE_MESSAGES.interbankPaused,
    minimum: 'mobile_money_min_amount',
  },
};

/** The smallest amount the settings allow on a channel now. */
export function minimumAmount(channel: PaymentChannel, settings: SettingsSnapshot): number {
  return settings.payments[CHANNELS[channel].minimum];
}

/** Maintenance (general.maintenance_mode) refuses every new payment, whatever its channel: 503. */
export function maintenanceRefusal(settings: SettingsSnapshot): AppError | null {
  return settings.general.maintenance_mode
    ? new AppError('service_unavailable', FEATURE_MESSAGES.maintenanceMode)
    : null;
}

/**
 * Why the platform refuses a new payment before anything is written, or null: maintenance
 * (general.maintenance_mode) first, then the channel's feature flag (both 503, the caller may
 * try later with the same Idempotency-Key), then the channel's minimum amount (a 400 on
 * `amount`, with the message and reason the schema's own minimum would give).
 */
export function paymentRefusal(channel: PaymentChannel, amount: number, settings: SettingsSnapshot): AppError | null {
  const rules = CHANNELS[channel];
  const maintenance = maintenanceRefusal(settings);
  if (maintenance) return maintenance;
  if (!settings.feature_flags[rules.flag]) return new AppError('service_unavailable', rules.paused);
  const limit = minimumAmount(channel, settings);
  if (amount < limit) {
    return validationError([detail('amount', fill(VALIDATION_MESSAGES.fieldTooSmall, { field: 'amount', limit }))]);
  }
  return null;
}
