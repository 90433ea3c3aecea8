import { createHmac, randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { fill } from '../../../domain/messages/define.ts';
import { VALIDATION_MESSAGES } from '../../../domain/messages/http.ts';
import { KYC_MESSAGES as M } from '../../../domain/messages/kyc.ts';
import { PHONE_MESSAGES } from '../../../domain/messages/phone.ts';
import { CAMEROON_MSISDN } from '../../../domain/phone.ts';
import { AppError, detail, type ErrorDetail, validationError } from '../../errors.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import { isCameroonMobile } from '../../providers/phone.ts';
import type { Store } from '../../repositories/store.ts';
import type { Verification } from '../../repositories/verifications-repository.ts';
import type { VerifyBodySchema } from '../../schemas/verification.ts';
import { applyCheckAnswer, queueVerificationPoll } from './poll-verification.ts';

export type VerifyInput = Static<typeof VerifyBodySchema>;

/** Who asked: the user the call acts for, how it authenticated, and whether the check is real. */
export interface VerifyCaller {
  userId: string;
  apiKeyId: string | null;
  oauthClientId: string | null;
  livemode: boolean;
}

export interface VerifyContext {
  store: Store;
  providers: Pick<ProviderAdapters, 'kyc'>;
  /** Keys the document fingerprint (HMAC), so a stored fingerprint cannot be reversed by trying every number. */
  fingerprintKey: Buffer;
  /** When to first ask again about a check in review (the sandbox's review time for test checks). */
  firstPollSeconds: (livemode: boolean) => number;
  /**
   * When a verification whose answer never came back is asked about by its reference: after
   * the longest a provider call may take, so the request in flight always answers first.
   */
  recoverAfterSeconds: number;
}

const EARLIEST_BIRTH = '1900-01-01';

/** The business rules the schema cannot say; every broken field is one detail. */
function checkedInput(input: VerifyInput, today: string) {
  const details: ErrorDetail[] = [];
  const fullName = input.fullName.trim();
  if (!fullName) details.push(detail('fullName', fill(VALIDATION_MESSAGES.fieldRequired, { field: 'fullName' })));
  const birth = input.dateOfBirth;
  if (!isCalendarDate(birth) || birth < EARLIEST_BIRTH) {
    details.push(detail('dateOfBirth', fill(VALIDATION_MESSAGES.fieldRequired, { field: 'dateOfBirth' })));
  } else if (birth >= today) {
    details.push(detail('dateOfBirth', M.dateOfBirthInFuture));
  }
  const documentNumber = input.documentNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{6,20}$/.test(documentNumber)) details.push(detail('documentNumber', M.documentNumberInvalid));
  if (!CAMEROON_MSISDN.test(input.phoneNumber)) details.push(detail('phoneNumber', PHONE_MESSAGES.phoneFormat));
  else if (!isCameroonMobile(input.phoneNumber)) details.push(detail('phoneNumber', PHONE_MESSAGES.phoneNotMobile));
  if (details.length > 0) throw validationError(details);
  return { fullName, documentNumber };
}

/**
 * Checks a person's identity with the KYC provider of the call's mode, then stores what the
 * platform needs to answer for it later, and nothing more: the document's last four characters
 * and a keyed fingerprint, never the name, birth date, phone or full number. A decided check
 * emits `verification.completed` and `kyc.approved` or `kyc.rejected` in the same transaction;
 * one in review is asked about again by a job until a person decides.
 */
export async function startVerification(
  ctx: VerifyContext,
  caller: VerifyCaller,
  input: VerifyInput,
  now = new Date(),
): Promise<Verification> {
  const { fullName, documentNumber } = checkedInput(input, now.toISOString().slice(0, 10));
  const adapter = ctx.providers.kyc(caller.livemode);
  if (!adapter) throw new AppError('service_unavailable', M.kycLiveUnavailable);
  const id = randomUUID();
  // The reference is stored before the provider hears of it, with the job that asks the provider
  // about it by that reference if this process dies during the call or gets no answer.
  await ctx.store.transaction(async (tx) => {
    await tx.verifications.insert({
      id,
      user_id: caller.userId,
      api_key_id: caller.apiKeyId,
      oauth_client_id: caller.oauthClientId,
      livemode: caller.livemode,
      status: 'pending',
      result: 'pending_review',
      document_type: input.documentType,
      document_last4: documentNumber.slice(-4),
      document_fingerprint: createHmac('sha256', ctx.fingerprintKey).update(documentNumber).digest('hex'),
      provider_reference: null,
    });
    await queueVerificationPoll(tx, id, 0, ctx.recoverAfterSeconds);
  });
  const answer = await adapter.check({
    reference: id,
    full_name: fullName,
    date_of_birth: input.dateOfBirth,
    document: { type: input.documentType === 'cni' ? 'NATIONAL_ID' : 'PASSPORT', number: documentNumber },
    phone: input.phoneNumber,
  });
  const stored =
    answer.kind === 'transient'
      ? null
      : await applyCheckAnswer(ctx.store, id, answer, {
          polls: 0,
          afterSeconds: ctx.firstPollSeconds(caller.livemode),
        });
  if (!stored) {
    throw new AppError('service_unavailable', M.kycProviderUnavailable, { headers: { 'retry-after': '30' } });
  }
  return stored;
}
