import type { KycOutcome } from '../../providers/kyc/adapter.ts';
import type { Verification, VerificationsRepository } from '../../repositories/verifications-repository.ts';

/** The provider's outcome in the API's words: a match approves, anything else rejects. */
export function outcomeOf(outcome: KycOutcome) {
  switch (outcome) {
    case 'MATCH':
      return { status: 'approved', result: 'match' } as const;
    case 'MISMATCH':
      return { status: 'rejected', result: 'mismatch' } as const;
    default:
      return { status: 'rejected', result: 'document_expired' } as const;
  }
}

/** What a webhook says about a verification (the same fields as `GET /api/v1/verify/{id}`). */
export function verificationBody(verification: Verification) {
  return {
    verificationId: verification.id,
    status: verification.status,
    result: verification.result,
    documentType: verification.documentType,
    documentLast4: verification.documentLast4,
    livemode: verification.livemode,
    createdAt: verification.createdAt.toISOString(),
    completedAt: verification.completedAt ? verification.completedAt.toISOString() : null,
  };
}

/** `verification.completed` and its verdict (`kyc.approved` or `kyc.rejected`), in the settling transaction. */
export async function recordCompletion(verifications: VerificationsRepository, verification: Verification) {
  const payload = verificationBody(verification);
  const verdict = verification.status === 'approved' ? 'kyc.approved' : 'kyc.rejected';
  await verifications.recordEvents([
    { userId: verification.userId, type: 'verification.completed', payload },
    { userId: verification.userId, type: verdict, payload },
  ]);
}
