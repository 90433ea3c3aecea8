import { useStore } from '@nanostores/react';
import { $features } from '../../../stores/features.ts';
import { BANK_TO_MOBILE_MIN_AMOUNT, MOBILE_MONEY_MIN_AMOUNT } from '../../payments/validation.ts';

const DEFAULTS = { mobileMoney: MOBILE_MONEY_MIN_AMOUNT, bankToMobile: BANK_TO_MOBILE_MIN_AMOUNT };

/**
 * The smallest amount the platform accepts now (a setting staff change), from the features
 * poll; the spec's defaults until it answers. The server checks again either way.
 */
export function useMinimumAmount(kind: keyof typeof DEFAULTS): number {
  const { data } = useStore($features);
  return data?.minimumAmounts[kind] ?? DEFAULTS[kind];
}
