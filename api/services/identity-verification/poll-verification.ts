import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import type { ProviderAdapters } from '../../providers/index.ts';
import { createPaymentJobsRepository } from '../../repositories/payment-jobs-repository.ts';
import { createVerificationsRepository } from '../../repositories/verifications-repository.ts';
import { outcomeOf, recordCompletion } from './verification-outcome.ts';

/** The graphile-worker task that asks the KYC provider again about a check in review. */
export const KYC_JOBS = { poll: 'poll_kyc_verification' } as const;

/** Later asks wait longer, up to an hour: a person's review takes minutes to days. */
function nextDelaySeconds(polls: number): number {
  return Math.min(3600, 60 * 2 ** polls);
}

/** Queues (or moves) the verification's one poll job, in the caller's transaction. */
export function queueVerificationPoll(
  db: Knex | Knex.Transaction,
  verificationId: string,
  polls: number,
  afterSeconds: number,
) {
  return createPaymentJobsRepository(db).add({
    task: KYC_JOBS.poll,
    payload: { verificationId, polls },
    runAfterSeconds: afterSeconds,
    maxAttempts: 5,
    jobKey: `kyc:${verificationId}`,
  });
}

export interface PollContext {
  db: Knex;
  providers: Pick<ProviderAdapters, 'kyc'>;
  log: FastifyBaseLogger;
}

/**
 * One ask about a verification in review: a decided check settles it (status, completion time
 * and its webhook events in one transaction; a verification already settled changes nothing),
 * anything else asks again later.
 */
export async function pollVerification(ctx: PollContext, verificationId: string, polls: number): Promise<void> {
  const pending = await createVerificationsRepository(ctx.db).findPending(verificationId);
  if (!pending) return;
  const adapter = ctx.providers.kyc(pending.livemode);
  const answer = adapter ? await adapter.fetchCheck(pending.providerReference) : null;
  if (answer?.kind !== 'completed') {
    if (answer?.kind === 'transient') ctx.log.warn({ verificationId, problem: answer.problem }, 'KYC poll failed');
    await queueVerificationPoll(ctx.db, verificationId, polls + 1, nextDelaySeconds(polls));
    return;
  }
  const decided = outcomeOf(answer.outcome);
  await ctx.db.transaction(async (trx) => {
    const verifications = createVerificationsRepository(trx);
    const settled = await verifications.complete(verificationId, decided.status, decided.result);
    if (settled) await recordCompletion(verifications, settled);
  });
}
