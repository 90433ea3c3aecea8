import type { KeysUnder, Translate } from '../../lib/messages.ts';

/** A payment status in words (the badge, the status filter). */
export type StatusT = Translate<KeysUnder<'payments.status.'>>;

/** A failure group in words (payments list, transaction details). */
export type FailureT = Translate<KeysUnder<'payments.reason.'>>;

/** A provider's health in words: its state line and its services. */
export type ProviderT = Translate<KeysUnder<'providers.'>>;

/** What the shared amount and phone fields say. */
export type PaymentFieldT = Translate<'payments.field.phoneHint'>;
