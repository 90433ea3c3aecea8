import type { FastifyBaseLogger } from 'fastify';
import { doualaDate } from '../../../domain/douala-time.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { SettlementEntry } from '../../providers/types.ts';
import type { UnresolvedAttempt } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { ENGINE_REASONS, settleAttempt } from './settle-attempt.ts';

export interface StatementSettlementContext {
  store: Store;
  providers: ProviderAdapters;
  log: FastifyBaseLogger;
}

/** Unresolved attempts one run reads (the oldest first); the next hourly run takes the rest. */
const BATCH = 1000;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One provider's statements of the days an unresolved attempt may settle on, by merchant reference. */
async function statementEntries(
  adapters: ProviderAdapters,
  attempt: UnresolvedAttempt,
  days: string[],
): Promise<Map<string, SettlementEntry> | null> {
  const byReference = new Map<string, SettlementEntry>();
  for (const day of days) {
    const outcome = await adapters.forMode(attempt.livemode).get(attempt.provider).settlementStatement(day);
    if (outcome.kind !== 'statement') return null;
    for (const entry of outcome.statement.entries) byReference.set(entry.reference, entry);
  }
  return byReference;
}

/**
 * `settle_unresolved_payments` (hourly): the provider's settlement statement decides an
 * attempt whose status calls never gave a final answer. Listed on its Douala day or the next
 * (a payment begun before midnight may settle after it) with its amount: success. Absent from
 * both once the next day is over: the provider never collected it, so it fails
 * NOT_IN_STATEMENT. A statement that cannot be read decides nothing; the next run tries again.
 */
export async function settleUnresolvedFromStatements(
  ctx: StatementSettlementContext,
  now: Date = new Date(),
): Promise<{ succeeded: number; failed: number }> {
  const today = doualaDate(now);
  const unresolved = await ctx.store.payments.listUnresolved(BATCH);
  const groups = new Map<string, UnresolvedAttempt[]>();
  for (const attempt of unresolved) {
    const key = `${attempt.provider}|${attempt.livemode}|${doualaDate(attempt.createdAt)}`;
    groups.set(key, [...(groups.get(key) ?? []), attempt]);
  }
  let succeeded = 0;
  let failed = 0;
  for (const attempts of groups.values()) {
    const [first] = attempts;
    if (!first) continue;
    const day = doualaDate(first.createdAt);
    const after = nextDay(day);
    const entries = await statementEntries(ctx.providers, first, after <= today ? [day, after] : [day]);
    if (!entries) {
      ctx.log.warn({ provider: first.provider, day }, 'settlement statement unavailable; unresolved payments wait');
      continue;
    }
    for (const attempt of attempts) {
      const entry = entries.get(attempt.requestReference);
      if (entry && entry.amount === attempt.amount) {
        const changed = await settleAttempt(ctx.store, attempt.attemptId, {
          status: 'success',
          providerReference: entry.providerReference,
          providerTransactionId: entry.providerTransactionId,
        });
        if (changed) succeeded += 1;
      } else if (!entry && after < today) {
        const changed = await settleAttempt(ctx.store, attempt.attemptId, {
          status: 'failed',
          ...ENGINE_REASONS.notInStatement,
        });
        if (changed) failed += 1;
      } else if (entry) {
        ctx.log.error(
          { reference: attempt.requestReference, amount: attempt.amount, statementAmount: entry.amount },
          'settlement statement lists an unresolved payment with another amount; left for staff',
        );
      }
    }
  }
  return { succeeded, failed };
}
