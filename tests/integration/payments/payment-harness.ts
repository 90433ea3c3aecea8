import { expect } from 'vitest';
import type { Env } from '../../../api/config.ts';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { test } from '../../helpers/fixtures.ts';
import type { TestUser } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export type PaymentsApp = TestApp & { origin: string };

/** No job runner (tests run due jobs themselves, `runJobs`) and a short sandbox timeout. */
export const PAYMENTS_APP_OPTIONS: Partial<Env> = { PAYMENTS_WORKER: 'off', SANDBOX_TIMEOUT_SECONDS: 3 };

/**
 * The shared fixtures with the payments app's options; payments tests use `listening` (the
 * adapters reach the sandbox simulators over HTTP) as their harness.
 */
export const it = test.extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS);

/** Runs every payment job due now (graphile-worker runOnce) and returns when none is left. */
export function runJobs(harness: PaymentsApp): Promise<void> {
  return runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
}

export interface SignedIn {
  user: TestUser;
  headers: Record<string, string>;
}

export interface PaymentState {
  status: string;
  failure_code: string | null;
  attempt_count: number;
}

export async function paymentState(harness: PaymentsApp, reference: string): Promise<PaymentState> {
  const row = (await harness.app
    .db('payments')
    .where({ reference })
    .first('status', 'failure_code', 'attempt_count')) as PaymentState | undefined;
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

/** Waits until the payment is final (success or failed); jobs run by `drive` each round when given. */
export async function waitUntilFinal(
  harness: PaymentsApp,
  reference: string,
  { timeoutMs = 25_000, drive }: { timeoutMs?: number; drive?: () => Promise<void> } = {},
): Promise<PaymentState> {
  const started = Date.now();
  for (;;) {
    if (drive) await drive();
    const state = await paymentState(harness, reference);
    if (state.status === 'success' || state.status === 'failed') return state;
    if (Date.now() - started > timeoutMs) throw new Error(`${reference} still ${state.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ledger postings of a payment, and the checks every test wants: balanced, one set per success. */
export async function ledgerOf(harness: PaymentsApp, reference: string) {
  return (await harness.app
    .db('ledger_postings as lp')
    .join('ledger_transactions as lt', 'lt.id', 'lp.transaction_id')
    .join('payments as p', 'p.id', 'lt.payment_id')
    .join('ledger_accounts as la', 'la.id', 'lp.ledger_account_id')
    .where('p.reference', reference)
    // Ledger transactions as booked; in each, as postTransfer builds it: the debit, the credit,
    // the fee (the postings themselves are stored in the ledger's lock order, by account id).
    .orderByRaw('min(lp.id) over (partition by lp.transaction_id), abs(lp.amount) desc, lp.amount desc')
    .select('la.code', 'lp.amount', 'lt.id as transaction_id')) as {
    code: string;
    amount: string;
    transaction_id: string;
  }[];
}

/** A payment made over the API by this customer, and its first attempt (id and the reference the provider is sent). */
export async function createPayment(
  harness: PaymentsApp,
  alice: SignedIn,
  url: string,
  payload: Record<string, unknown>,
) {
  const response = await harness.app.inject({ method: 'POST', url, headers: alice.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  const reference = (response.json() as { data: { reference: string } }).data.reference;
  const row = await harness.app
    .db('payment_attempts as a')
    .join('payments as p', 'p.id', 'a.payment_id')
    .where('p.reference', reference)
    .first('a.id', 'a.provider_request_reference');
  return { reference, attemptId: row.id as string, requestReference: row.provider_request_reference as string };
}

/** Cameroon test numbers: MTN 67x, Orange 69x, with the sandbox's two-digit scenario ending. */
export const mtnNumber = (ending: string) => `2376700001${ending}`;
export const orangeNumber = (ending: string) => `2376900001${ending}`;

export const customer = { name: 'Amina Njoya', email: 'amina@example.cm' };

/** graphile-worker jobs waiting for one attempt (its private tables: the public view hides payloads). */
export async function jobsFor(harness: PaymentsApp, attemptId: string) {
  const result = (await harness.app.db.raw(
    `select t.identifier as task, j.payload, j.attempts, j.max_attempts, j.run_at,
            extract(epoch from j.run_at - now())::float8 as "runAfterSeconds"
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where j.payload->>'attemptId' = ? order by j.id`,
    [attemptId],
  )) as {
    rows: {
      task: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
      runAfterSeconds: number;
    }[];
  };
  return result.rows;
}
