import { randomUUID } from 'node:crypto';
import type { PaymentType } from '../../../domain/enums.ts';
import type { ProviderCode } from '../../providers/types.ts';
import { keyFields, NO_KEY } from '../../repositories/idempotency-keys-repository.ts';
import type { PaymentDetails } from '../../repositories/payment-details.ts';
import { KEY_TAKEN, type PendingPayment } from '../../repositories/payment-inserts.ts';
import type { PaymentRow } from '../../repositories/payments-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { type IdempotentAnswer, keyRefusal } from './idempotency-store.ts';
import { attemptReference } from './model.ts';
import { eventPayload } from './records.ts';
import { newPaymentReference } from './reference.ts';

export interface NewPayment {
  /** A reference chosen by the caller (a payout takes its public-API payment's); default: a new one. */
  reference?: string;
  userId: string;
  /** Live (real providers) or test (simulators) data: services/payments/livemode.ts decides. */
  livemode: boolean;
  /** The server's own mode: a test payment on a live server keeps its postings apart (ledger-mapping.ts). */
  serverLivemode: boolean;
  type: PaymentType;
  provider: ProviderCode;
  amount: number;
  customer: { name: string; phone: string; email?: string | null | undefined };
  narration?: string | null | undefined;
  details: PaymentDetails;
  /**
   * No `payment.*` events of its own: a payout of the public API is told under that API's
   * payment (services/accounts/payout-settlement.ts), so its customers hear of it once.
   */
  silent?: boolean;
}

function pendingPayment(input: NewPayment, answer?: IdempotentAnswer<PaymentRow>): PendingPayment {
  const now = new Date();
  const row: PaymentRow = {
    id: randomUUID(),
    reference: input.reference ?? newPaymentReference(now),
    user_id: input.userId,
    livemode: input.livemode,
    type: input.type,
    provider: input.provider,
    amount: input.amount,
    currency: 'XAF',
    status: 'pending',
    customer_name: input.customer.name,
    customer_phone: input.customer.phone,
    customer_email: input.customer.email ?? null,
    narration: input.narration ?? null,
    details: input.serverLivemode && !input.livemode ? { ...input.details, testOnLiveServer: true } : input.details,
    attempt_count: 1,
    failure_code: null,
    failure_message: null,
    completed_at: null,
    created_at: now,
    updated_at: now,
  };
  return {
    row,
    request: {
      ...row,
      attempt_id: randomUUID(),
      attempt_reference: attemptReference(row.reference, 1),
      event: input.silent ? null : eventPayload(row),
      ...(answer ? keyFields(answer.claim, answer.status, answer.body(row)) : NO_KEY),
    },
    claim: answer?.claim ?? null,
  };
}

/**
 * Creates a payment atomically: the row, its first attempt, the first history line, the
 * `payment.created` event, the job that will call the provider and, when the request carries
 * an Idempotency-Key, the key with the answer it gets. Either all of it exists or none of it
 * does; the provider is never called from the request itself. When another request owns the
 * key nothing is written and the refusal (replay, 409, 422) is thrown.
 *
 * Concurrent charges are written together by the repository (group commit). Ids, the
 * reference and the creation time are chosen here, so the event payload and the stored
 * answer are built before the statement.
 */
export async function createPayment(
  store: Store,
  input: NewPayment,
  answer?: IdempotentAnswer<PaymentRow>,
): Promise<PaymentRow> {
  const pending = pendingPayment(input, answer);
  const created = await store.payments.insertPending(pending);
  if (created !== KEY_TAKEN) return created;
  if (!pending.claim) throw new Error('payment was not created');
  throw await keyRefusal(store, pending.claim);
}

/**
 * Creates a payment (row, attempt 1, history, job; its event unless `silent`) inside the
 * caller's transaction, for a payment that must commit with other writes (a payout and the
 * debit of its source). Call `store.paymentJobs.nudgeRunners()` once that transaction has committed.
 */
export async function createPaymentInTransaction(tx: Store, input: NewPayment): Promise<PaymentRow> {
  const pending = pendingPayment(input);
  await tx.payments.insertInTransaction(pending);
  return pending.row;
}
