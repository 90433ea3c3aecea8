import type { PaymentStatus } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { PAYMENT_MESSAGES as M } from '../../../domain/messages/payments.ts';
import { AppError } from '../../errors.ts';
import { GIMAC_SIGNATURE_HEADER, GIMAC_TIMESTAMP_HEADER } from '../../providers/gimac/protocol.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { CallbackInput, ProviderCode } from '../../providers/types.ts';
import type { PaymentWithAttempt } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { FINAL_STATUSES } from './model.ts';
import { providerAttemptOf, settleOnFinalOutcome } from './settle-attempt.ts';

/** The graphile-worker task applying a kept callback. */
export const CALLBACK_JOBS = { apply: 'apply_provider_callback' } as const;

/** A kept callback is tried again with graphile-worker's backoff (about 8 hours over 10 runs). */
const APPLY_MAX_ATTEMPTS = 10;
const APPLY_FIRST_DELAY_SECONDS = 5;

/** The headers an adapter reads when it checks a callback (GIMAC signs; the others send none that matter). */
const CHECKED_HEADERS = ['content-type', GIMAC_SIGNATURE_HEADER, GIMAC_TIMESTAMP_HEADER];

/**
 * Checks a callback with its adapter (signature, token, or a confirming status call) and
 * settles on a confirmed final result, exactly like polling would, so whichever comes first
 * wins and the other changes nothing. `later` when it cannot be checked yet: the provider's
 * handle is not stored (the job that sent the attempt died before storing the answer, and a
 * re-run will store it), or the provider could not confirm it right now.
 */
async function applyCallback(
  store: Store,
  providers: ProviderAdapters,
  { payment, attempt }: PaymentWithAttempt,
  input: CallbackInput,
): Promise<'done' | 'later'> {
  if (FINAL_STATUSES.includes(payment.status)) return 'done';
  const providerAttempt = providerAttemptOf(payment, attempt);
  if (!providerAttempt) return 'later';
  // A live payment is confirmed with the real provider only: a simulator's word never settles it.
  const outcome = await providers
    .forMode(payment.livemode)
    .get(payment.provider)
    .confirmCallback(input, providerAttempt);
  if (outcome.kind === 'rejected') {
    throw new AppError('bad_request', fill(M.callbackRejected, { problem: outcome.message }));
  }
  if (outcome.kind === 'transient') return 'later';
  await settleOnFinalOutcome(store, attempt.id, outcome);
  return 'done';
}

/** Keeps a callback that cannot be checked yet and queues the job that applies it, in one transaction. */
async function keepForLater(store: Store, found: PaymentWithAttempt, input: CallbackInput): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of CHECKED_HEADERS) {
    const value = input.headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) headers[name] = first;
  }
  await store.transaction(async (tx) => {
    const callbackId = await tx.providerCallbacks.insert({
      attemptId: found.attempt.id,
      provider: found.payment.provider,
      rawBody: input.rawBody ?? JSON.stringify(input.body ?? null),
      headers,
    });
    await tx.paymentJobs.add({
      task: CALLBACK_JOBS.apply,
      payload: { callbackId },
      runAfterSeconds: APPLY_FIRST_DELAY_SECONDS,
      maxAttempts: APPLY_MAX_ATTEMPTS,
      jobKey: null,
    });
  });
}

/**
 * A provider's callback for one attempt (the path carries the reference we sent). A callback
 * that fails its check is refused (400); one that cannot be checked yet is kept and applied by
 * a job, never refused, so a provider that calls back while the engine is recovering from a
 * crash is heard.
 */
export async function handleProviderCallback(
  store: Store,
  providers: ProviderAdapters,
  provider: ProviderCode,
  reference: string,
  input: CallbackInput,
): Promise<{ received: true; status: PaymentStatus }> {
  const payments = store.payments;
  const found = await payments.findByRequestReference(provider, reference);
  if (!found) throw new AppError('not_found', M.callbackUnknown);
  if ((await applyCallback(store, providers, found, input)) === 'later') await keepForLater(store, found, input);
  const status = await payments.findStatus(found.payment.id);
  if (!status) throw new Error(`payment ${found.payment.reference} vanished while settling`);
  return { received: true, status };
}

export interface CallbackRun {
  attempt: number;
  maxAttempts: number;
}

/** Thrown while a kept callback still cannot be checked, so graphile-worker tries again with backoff. */
export class CallbackNotYetCheckable extends Error {
  override name = 'CallbackNotYetCheckable';
}

/**
 * `apply_provider_callback`: applies a kept callback once the engine can check it. A refused
 * one is recorded as such; one still uncheckable on the last run is given up (the attempt's
 * polling reaches the same answer from the provider).
 */
export async function applyStoredCallback(
  store: Store,
  providers: ProviderAdapters,
  callbackId: string,
  run: CallbackRun,
): Promise<void> {
  const callbacks = store.providerCallbacks;
  const stored = await callbacks.find(callbackId);
  if (!stored || stored.appliedAt) return;
  const found = await store.payments.findWithPayment(stored.attemptId);
  if (!found) return callbacks.markApplied(callbackId, 'attempt gone');
  let body: unknown = null;
  try {
    body = JSON.parse(stored.rawBody);
  } catch {
    return callbacks.markApplied(callbackId, 'rejected: not JSON');
  }
  try {
    const applied = await applyCallback(store, providers, found, {
      body,
      rawBody: stored.rawBody,
      headers: stored.headers,
    });
    if (applied === 'done') return callbacks.markApplied(callbackId, 'applied');
  } catch (error) {
    if (error instanceof AppError) return callbacks.markApplied(callbackId, `rejected: ${error.message}`);
    throw error;
  }
  if (run.attempt >= run.maxAttempts) return callbacks.markApplied(callbackId, 'given up: polling settles it');
  throw new CallbackNotYetCheckable('the callback cannot be checked yet');
}
