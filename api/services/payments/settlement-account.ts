/**
 * The platform's own settlement account, the sending side of staff "interbank" payments
 * (GIMAC bank-to-wallet). One bank for now; a setting if the platform ever banks elsewhere.
 */
export const PLATFORM_SETTLEMENT = {
  bankCode: 'AFRILAND_CM',
  account: 'CM21100050000100123456789',
  name: 'CEMAC Open Banking',
} as const;
