import { randomInt } from 'node:crypto';

/**
 * Numbers of the accounts the platform itself holds, in the 23-digit CEMAC RIB layout the
 * region's banks use (as the demo accounts do): bank code (5), branch code (5), account (11),
 * RIB key (2). The platform's bank and branch codes are its own; the account part is random.
 */
const PLATFORM_BANK_CODE = '99001';
const PLATFORM_BRANCH_CODE = '00001';

/** The RIB key: 97 - ((89 × bank + 15 × branch + 3 × account) mod 97), as the CEMAC RIB computes it. */
export function ribKey(bankCode: string, branchCode: string, accountPart: string): string {
  const remainder = (89n * BigInt(bankCode) + 15n * BigInt(branchCode) + 3n * BigInt(accountPart)) % 97n;
  return String(97n - remainder).padStart(2, '0');
}

export function newPlatformAccountNumber(): string {
  const accountPart = String(randomInt(0, 1e11)).padStart(11, '0');
  return `${PLATFORM_BANK_CODE}${PLATFORM_BRANCH_CODE}${accountPart}${ribKey(PLATFORM_BANK_CODE, PLATFORM_BRANCH_CODE, accountPart)}`;
}
