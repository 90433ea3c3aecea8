import { KYC_MESSAGES } from '../../../domain/messages/kyc.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import { verificationBody } from './verification-outcome.ts';

/** The caller's own verification as the API shows it; another user's is 404, as an unknown one. */
export async function readVerification(store: Store, id: string, userId: string) {
  const found = await store.verifications.findOwned(id, userId);
  if (!found) throw new AppError('not_found', KYC_MESSAGES.verificationNotFound);
  return verificationBody(found);
}
