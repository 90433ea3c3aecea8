import type { FastifyBaseLogger } from 'fastify';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { KycCheckOutcome } from '../../providers/kyc/adapter.ts';
import type { Store } from '../../repositories/store.ts';
import type { Verification } from '../../repositories/verifications-repository.ts';
import { outcomeOf, recordCompletion } from './verification-outcome.ts';

/** The graphile-worker task that asks the KYC provider again about a check in review. */
export const KYC_JOBS = { poll: 'poll_kyc_verification' } as const;

/** Later asks wait longer, up to an hour: a person's review takes minutes to days. */
function nextDelaySeconds(polls: number): number {
  return Math.min(3600, 60 * 2 ** polls);
}

/** Queues (or moves) the verification's one poll job, in the caller's transaction. */
export function queueVerificationPoll(store: Store, verificationId: string, polls: number, afterSeconds: number) {
  return store.paymentJobs.add({
    task: KYC_JOBS.poll,
    payload: { verificationId, polls },
    runAfterSeconds: afterSeconds,
    maxAttempts: 5,
    jobKey: `kyc:${verificationId}`,
  });
}

export interface PollContext {
  store: Store;
  providers: Pick<ProviderAdapters, 'kyc'>;
  log: FastifyBaseLogger;
}

type CheckAnswer = Extract<KycCheckOutcome, { kind: 'completed' | 'in_review' }>;

/**
 * Records what the provider said about a check, in one transaction: its check id, then its
 * decision (status, completion time and webhook events) or, in review, the next ask. Returns
 * the verification as now stored; null when it was already settled or removed.
 */
export function applyCheckAnswer(
  store: Store,
  verificationId: string,
  answer: CheckAnswer,
  next: { polls: number; afterSeconds: number },
): Promise<Verification | null> {
  return store.transaction(async (tx) => {
    const verifications = tx.verifications;
    const recorded = await verifications.recordCheck(verificationId, answer.checkId);
    if (!recorded) return null;
    if (answer.kind === 'in_review') {
      await queueVerificationPoll(tx, verificationId, next.polls, next.afterSeconds);
      return recorded;
    }
    const decided = outcomeOf(answer.outcome);
    const settled = await verifications.complete(verificationId, decided.status, decided.result);
    if (settled) await recordCompletion(verifications, settled);
    return settled;
  });
}

/**
 * One ask about a pending verification: a check in review by its id; one stored before its
 * request whose answer never came back (the process died, or the provider did not answer) by
 * its reference. A decided check settles it; a provider that never received the request means
 * the verification never existed (its caller was answered 503), so it is removed; anything
 * else asks again later.
 */
export async function pollVerification(ctx: PollContext, verificationId: string, polls: number): Promise<void> {
  const verifications = ctx.store.verifications;
  const pending = await verifications.findPending(verificationId);
  if (!pending) return;
  const adapter = ctx.providers.kyc(pending.livemode);
  const answer = !adapter
    ? null
    : pending.providerReference
      ? await adapter.fetchCheck(pending.providerReference)
      : await adapter.findByReference(verificationId);
  if (answer?.kind === 'unknown') {
    ctx.log.warn({ verificationId }, 'KYC provider never received the verification; removed');
    await verifications.removeUnsent(verificationId);
    return;
  }
  if (!answer || answer.kind === 'transient') {
    if (answer) ctx.log.warn({ verificationId, problem: answer.problem }, 'KYC poll failed');
    await queueVerificationPoll(ctx.store, verificationId, polls + 1, nextDelaySeconds(polls));
    return;
  }
  await applyCheckAnswer(ctx.store, verificationId, answer, {
    polls: polls + 1,
    afterSeconds: nextDelaySeconds(polls),
  });
}
