/** Identity verification's client-facing texts (validation details and errors). */
import { defineMessages } from './define.ts';

export const KYC_MESSAGES = defineMessages({
  verificationNotFound: 'Verification not found',
  dateOfBirthInFuture: 'Date of birth must be in the past',
  documentNumberInvalid: 'Document number must be 6 to 20 letters or digits',
  kycProviderUnavailable: 'The identity verification provider did not answer; try again later',
  kycLiveUnavailable: 'Live identity verification is not configured on this server',
});
