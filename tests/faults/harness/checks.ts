import type { Knex } from 'knex';
import { expect } from 'vitest';
import {
  ledgerProblems,
  operationsWithSeveralPayments,
  providerReferenceProblems,
  replayMismatches,
  waitUntilAllFinal,
} from './invariants.ts';
import { type LoadOptions, type Outcome, serverErrors } from './paced-load.ts';

/** How long, after a fault is over, every payment it interrupted may take to be final. */
export const FINAL_WITHIN_MS = 90_000;

/**
 * Everything a fault must leave true, checked after the load and its fault: no answer but 503
 * for an outage, every operation answered in the end, every payment final within the bound,
 * each operation one payment, replays byte-identical, each provider reference sent once, the
 * ledger balanced.
 */
export async function expectMoneyIntact(db: Knex, load: LoadOptions, outcomes: Outcome[]): Promise<void> {
  expect(serverErrors(outcomes), 'answers other than 503 among the 5xx').toEqual([]);
  const unanswered = outcomes.filter((outcome) => !outcome.final).map((outcome) => outcome.operation.id);
  expect(unanswered, 'operations never answered').toEqual([]);
  const moved = outcomes.filter((outcome) => outcome.final && outcome.final.status < 300).length;
  expect(moved, 'operations that moved money').toBeGreaterThan(outcomes.length / 2);
  expect(await waitUntilAllFinal(db, FINAL_WITHIN_MS), 'payments still open').toEqual([]);
  expect(await operationsWithSeveralPayments(db, outcomes), 'keys with more than one payment').toEqual([]);
  expect(await replayMismatches(load, outcomes), 'replays that differ').toEqual([]);
  expect(await providerReferenceProblems(db), 'references a provider saw more than once').toEqual([]);
  expect(await ledgerProblems(db), 'ledger').toEqual([]);
}
