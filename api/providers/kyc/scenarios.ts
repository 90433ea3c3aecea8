/**
 * The KYC sandbox's test identities, a contract with the developer docs ("Identity
 * verification", test identities): the last two characters of the document number decide the
 * outcome, whatever the name, date of birth or phone. Change one only together with the other.
 */
export type KycScenario = 'match' | 'mismatch' | 'document_expired' | 'review_then_match' | 'review_then_mismatch';

const BY_ENDING: Record<string, KycScenario> = {
  '00': 'match',
  '01': 'mismatch',
  '02': 'document_expired',
  '03': 'review_then_match',
  '04': 'review_then_mismatch',
};

export function kycScenarioFor(documentNumber: string): KycScenario {
  return BY_ENDING[documentNumber.slice(-2)] ?? 'match';
}

/** What the check ends with, and whether a person reviews it first. */
export function kycPlanFor(scenario: KycScenario): {
  outcome: 'MATCH' | 'MISMATCH' | 'DOCUMENT_EXPIRED';
  review: boolean;
} {
  switch (scenario) {
    case 'mismatch':
      return { outcome: 'MISMATCH', review: false };
    case 'document_expired':
      return { outcome: 'DOCUMENT_EXPIRED', review: false };
    case 'review_then_match':
      return { outcome: 'MATCH', review: true };
    case 'review_then_mismatch':
      return { outcome: 'MISMATCH', review: true };
    default:
      return { outcome: 'MATCH', review: false };
  }
}
