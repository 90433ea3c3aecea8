import { accountsFr } from './operations/accounts.ts';
import { authenticationFr } from './operations/authentication.ts';
import { backOfficeFr } from './operations/back-office.ts';
import { identityVerificationFr } from './operations/identity-verification.ts';
import { institutionsFr } from './operations/institutions.ts';
import { mobileMoneyFr } from './operations/mobile-money.ts';
import { paymentsFr } from './operations/payments.ts';
import { platformFr } from './operations/platform.ts';
import type { OperationFrench } from './types.ts';

/**
 * The API reference in French, by operationId, one file per tag of the document (the English
 * is each route's schema). A test fails when an operation of the server's document has no
 * entry here, when an entry names an operation the server does not have, or when a field or
 * response the reference shows has no French.
 */
export const operationsFr: Readonly<Record<string, OperationFrench>> = {
  ...authenticationFr,
  ...accountsFr,
  ...paymentsFr,
  ...mobileMoneyFr,
  ...institutionsFr,
  ...platformFr,
  ...backOfficeFr,
  ...identityVerificationFr,
};
