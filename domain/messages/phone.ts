import { defineMessages } from './define.ts';

/** What the phone rules answer, as validation details of the field that holds the number. */
export const PHONE_MESSAGES = defineMessages({
  phoneFormat: 'Phone must be 237 followed by 9 digits',
  phoneNotMobile: 'Phone is not a Cameroon mobile number',
  phoneUnknownOperator: 'Phone does not belong to MTN Mobile Money or Orange Money',
  phoneWrongProvider: 'Phone is not an {provider} number',
  walletOperatorUnknown: 'Mobile provider is not a GIMAC mobile operator',
  walletPhoneCountry: 'Phone must be a {country} mobile number starting with {callingCode}',
});
