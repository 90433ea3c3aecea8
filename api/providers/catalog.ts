import type { CemacCountry } from './phone.ts';
import type { MobileMoneyProviderCode } from './types.ts';

/** The mobile money providers customers pay with (GET /api/v1/mobile-money/providers → providers). */
export const MOBILE_MONEY_PROVIDERS: readonly { code: MobileMoneyProviderCode; name: string }[] = [
  { code: 'mtn', name: 'MTN Mobile Money' },
  { code: 'orange', name: 'Orange Money' },
];

export const CEMAC_COUNTRIES: Record<CemacCountry, { en: string; fr: string }> = {
  CM: { en: 'Cameroon', fr: 'Cameroun' },
  GA: { en: 'Gabon', fr: 'Gabon' },
  CG: { en: 'Congo', fr: 'Congo' },
  TD: { en: 'Chad', fr: 'Tchad' },
  CF: { en: 'Central African Republic', fr: 'République centrafricaine' },
  GQ: { en: 'Equatorial Guinea', fr: 'Guinée équatoriale' },
};

export interface GimacBank {
  /** GIMAC participant code (our GIMAC API's naming: institution + country). */
  code: string;
  name: string;
  country: CemacCountry;
}

export interface GimacMobileOperator {
  code: string;
  name: string;
  country: CemacCountry;
  /** The Cameroon operators we also collect from directly; their numbers follow our prefix rule. */
  provider?: MobileMoneyProviderCode;
}

/** Commercial banks of the six CEMAC countries that take part in GIMAC's interbank network. */
export const GIMAC_BANKS: readonly GimacBank[] = [
  { code: 'AFRILAND_CM', name: 'Afriland First Bank', country: 'CM' },
  { code: 'BICEC_CM', name: "Banque Internationale du Cameroun pour l'Épargne et le Crédit", country: 'CM' },
  { code: 'SGC_CM', name: 'Société Générale Cameroun', country: 'CM' },
  { code: 'SCB_CM', name: 'SCB Cameroun', country: 'CM' },
  { code: 'ECOBANK_CM', name: 'Ecobank Cameroun', country: 'CM' },
  { code: 'UBA_CM', name: 'United Bank for Africa Cameroun', country: 'CM' },
  { code: 'CBC_CM', name: 'Commercial Bank Cameroun', country: 'CM' },
  { code: 'BGFI_CM', name: 'BGFIBank Cameroun', country: 'CM' },
  { code: 'CCA_CM', name: 'CCA Bank', country: 'CM' },
  { code: 'UBC_CM', name: 'Union Bank of Cameroon', country: 'CM' },
  { code: 'ATLANTIQUE_CM', name: 'Banque Atlantique Cameroun', country: 'CM' },
  { code: 'NFC_CM', name: 'NFC Bank', country: 'CM' },
  { code: 'BGFI_GA', name: 'BGFIBank Gabon', country: 'GA' },
  { code: 'BICIG_GA', name: "Banque Internationale pour le Commerce et l'Industrie du Gabon", country: 'GA' },
  { code: 'ORABANK_GA', name: 'Orabank Gabon', country: 'GA' },
  { code: 'ECOBANK_GA', name: 'Ecobank Gabon', country: 'GA' },
  { code: 'UBA_GA', name: 'United Bank for Africa Gabon', country: 'GA' },
  { code: 'LCB_CG', name: 'LCB Bank', country: 'CG' },
  { code: 'BGFI_CG', name: 'BGFIBank Congo', country: 'CG' },
  { code: 'CDC_CG', name: 'Crédit du Congo', country: 'CG' },
  { code: 'ECOBANK_CG', name: 'Ecobank Congo', country: 'CG' },
  { code: 'UBA_CG', name: 'United Bank for Africa Congo', country: 'CG' },
  { code: 'CBT_TD', name: 'Commercial Bank Tchad', country: 'TD' },
  { code: 'ECOBANK_TD', name: 'Ecobank Tchad', country: 'TD' },
  { code: 'ORABANK_TD', name: 'Orabank Tchad', country: 'TD' },
  { code: 'SGT_TD', name: 'Société Générale Tchad', country: 'TD' },
  { code: 'UBA_TD', name: 'United Bank for Africa Tchad', country: 'TD' },
  { code: 'ECOBANK_CF', name: 'Ecobank Centrafrique', country: 'CF' },
  { code: 'CBCA_CF', name: 'Commercial Bank Centrafrique', country: 'CF' },
  { code: 'BPMC_CF', name: 'Banque Populaire Maroco-Centrafricaine', country: 'CF' },
  { code: 'CCEI_GQ', name: 'CCEI Bank Guinea Ecuatorial', country: 'GQ' },
  { code: 'BANGE_GQ', name: 'Banco Nacional de Guinea Ecuatorial', country: 'GQ' },
  { code: 'SGBGE_GQ', name: 'Société Générale de Banques en Guinée Équatoriale', country: 'GQ' },
];

/**
 * Mobile money operators reachable through GIMAC, by country. Equatorial Guinea has no
 * operator here: its banks take part, but we know of no mobile wallet connected to GIMAC there.
 */
export const GIMAC_MOBILE_OPERATORS: readonly GimacMobileOperator[] = [
  { code: 'MTN_CM', name: 'MTN Mobile Money', country: 'CM', provider: 'mtn' },
  { code: 'ORANGE_CM', name: 'Orange Money', country: 'CM', provider: 'orange' },
  { code: 'AIRTEL_GA', name: 'Airtel Money', country: 'GA' },
  { code: 'MOOV_GA', name: 'Moov Money', country: 'GA' },
  { code: 'MTN_CG', name: 'MTN Mobile Money', country: 'CG' },
  { code: 'AIRTEL_CG', name: 'Airtel Money', country: 'CG' },
  { code: 'AIRTEL_TD', name: 'Airtel Money', country: 'TD' },
  { code: 'MOOV_TD', name: 'Moov Money', country: 'TD' },
  { code: 'ORANGE_CF', name: 'Orange Money', country: 'CF' },
];

export function gimacBank(code: string): GimacBank | undefined {
  return GIMAC_BANKS.find((bank) => bank.code === code);
}

export function gimacMobileOperator(code: string): GimacMobileOperator | undefined {
  return GIMAC_MOBILE_OPERATORS.find((operator) => operator.code === code);
}

/**
 * The lists the dashboard needs, in the shape of GET /api/v1/mobile-money/providers:
 * providers {code, name} and gimac_providers {banks {code, name}, mobile {code, name, country}}.
 */
export function providerLists() {
  return {
    providers: MOBILE_MONEY_PROVIDERS.map(({ code, name }) => ({ code, name })),
    gimac_providers: {
      banks: GIMAC_BANKS.map(({ code, name, country }) => ({ code, name, country })),
      mobile: GIMAC_MOBILE_OPERATORS.map(({ code, name, country }) => ({ code, name, country })),
    },
  };
}
