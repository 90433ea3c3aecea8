import type { Knex } from 'knex';
import type { PaymentStatus, PaymentType } from '../../domain/enums.ts';
import type { ProviderAttempt, ProviderCode } from '../providers/types.ts';
import type { PaymentDetails } from './payment-details.ts';
import {
  insertPaymentInTransaction,
  insertPendingPayment,
  type KEY_TAKEN,
  type PendingPayment,
} from './payment-inserts.ts';

/**
 * A `payments` row as stored. The payments engine works on rows as they are rather than on
 * mapped objects: the group-committed creation sends them to PostgreSQL as jsonb records
 * (`jsonb_to_recordset`), settlement reads them back with `returning *`, and the ledger
 * mapping, events and stored idempotent answers read them; one shape both ways costs nothing
 * on the hottest path.
 */
export interface PaymentRow {
  id: string;
  reference: string;
  user_id: string;
  /** Live payment (real providers) or test payment (simulators); see services/payments/livemode.ts. */
  livemode: boolean;
  type: PaymentType;
  provider: ProviderCode;
  amount: string | number;
  currency: 'XAF';
  status: PaymentStatus;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  narration: string | null;
  details: PaymentDetails;
  attempt_count: number;
  failure_code: string | null;
  failure_message: string | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A `payment_attempts` row as stored: one call of the provider for a payment. */
export interface AttemptRow {
  id: string;
  payment_id: string;
  attempt_number: number;
  provider_request_reference: string;
  provider_reference: string | null;
  provider_transaction_id: string | null;
  provider_data: Record<string, string>;
  status: PaymentStatus;
  failure_code: string | null;
  failure_message: string | null;
  /** The engine's claims to send this attempt, each committed before its call (see claimSend). */
  sends: number;
  /** Past the pending deadline without the provider's final word: staff see it as unresolved. */
  unresolved_since: Date | null;
  unresolved_reason: UnresolvedReason | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** An unresolved attempt as the statement settlement reads it. */
export interface UnresolvedAttempt {
  attemptId: string;
  /** What the provider's statement names it by (MTN externalId, Orange order_id, GIMAC external_reference). */
  requestReference: string;
  createdAt: Date;
  provider: ProviderCode;
  livemode: boolean;
  amount: number;
}

/** Why an open attempt is unresolved: the provider still says pending, or cannot be asked at all. */
export type UnresolvedReason = 'provider_pending' | 'status_unreadable';

export interface PaymentWithAttempt {
  payment: PaymentRow;
  attempt: AttemptRow;
}

export type PaymentEventType = 'payment.created' | 'payment.authorized' | 'payment.completed' | 'payment.failed';

export interface StatusChange {
  paymentId: string;
  attemptId: string | null;
  from: PaymentStatus | null;
  to: PaymentStatus;
  reason?: string | undefined;
}

/** What ends an attempt (the payment takes the same status and failure). */
export interface AttemptOutcome {
  status: 'success' | 'failed';
  providerReference: string | null;
  providerTransactionId: string | null;
  failure: { code: string; message: string } | null;
}

/**
 * Payments with their attempts, status history and events (the webhook outbox). Creation is
 * the API's hottest write and keeps its group-committed statement (payment-inserts.ts);
 * everything else is plain knex. Methods that change a payment run on the handle the
 * repository was made on: read it from a transaction's store (`tx.payments`) so a
 * settlement, its ledger posting and its event commit together.
 */
export function createPaymentsRepository(db: Knex) {
  const payments = () => db('payments');
  const attempts = () => db('payment_attempts');

  return {
    /**
     * Creates the payment, attempt 1, history, event, job (and key) of one request, batched with
     * others; `KEY_TAKEN` (nothing written) when another request owns its Idempotency-Key.
     */
    insertPending(pending: PendingPayment): Promise<PaymentRow | typeof KEY_TAKEN> {
      return insertPendingPayment(db, pending);
    },

    /** One payment inside this store's transaction, with its other writes (payment-inserts.ts). */
    insertInTransaction(pending: PendingPayment): Promise<void> {
      return insertPaymentInTransaction(db as Knex.Transaction, pending);
    },

    /** The attempt a provider knows by the reference we sent it, with its payment (of that provider). */
    async findByRequestReference(provider: ProviderCode, reference: string): Promise<PaymentWithAttempt | null> {
      const attempt = (await attempts().where({ provider_request_reference: reference }).first()) as
        | AttemptRow
        | undefined;
      if (!attempt) return null;
      const payment = (await payments().where({ id: attempt.payment_id, provider }).first()) as PaymentRow | undefined;
      return payment ? { payment, attempt } : null;
    },

    /** The attempt and its payment; with `lock`, the payment row is locked until the transaction ends. */
    async findWithPayment(attemptId: string, options: { lock?: boolean } = {}): Promise<PaymentWithAttempt | null> {
      const attempt = (await attempts().where({ id: attemptId }).first()) as AttemptRow | undefined;
      if (!attempt) return null;
      const query = payments().where({ id: attempt.payment_id });
      if (options.lock) query.forUpdate();
      const payment = (await query.first()) as PaymentRow | undefined;
      return payment ? { payment, attempt } : null;
    },

    /**
     * Claims one send of an open attempt, committed before the provider is called: `sends` goes
     * up by one, and an attempt of a provider in `handle.providers` without a handle yet takes
     * `handle.value`, so the handle is stored before the provider hears of it. The attempt's own
     * status is in the WHERE: a settlement committing meanwhile (it updates the attempt too)
     * makes this match nothing. Null when the attempt is no longer open.
     */
    async claimSend(
      attemptId: string,
      handle: { providers: readonly ProviderCode[]; value: string },
    ): Promise<PaymentWithAttempt | null> {
      const result = await db.raw<{ rows: (AttemptRow & { payment: PaymentRow })[] }>(
        `update payment_attempts a
            set sends = a.sends + 1,
                provider_reference = coalesce(a.provider_reference, case when p.provider = any(?) then ? end)
           from payments p
          where a.id = ? and p.id = a.payment_id
            and a.status in ('pending', 'processing') and p.status in ('pending', 'processing')
            and a.attempt_number = p.attempt_count
        returning a.*, to_jsonb(p) as payment`,
        [[...handle.providers], handle.value, attemptId],
      );
      const [row] = result.rows;
      if (!row) return null;
      const { payment, ...attempt } = row;
      return { payment: revivePayment(payment), attempt };
    },

    /** The attempt is past the pending deadline without a final answer (set once; polling goes on). */
    async markUnresolved(attemptId: string, reason: UnresolvedReason): Promise<void> {
      await attempts()
        .where({ id: attemptId })
        .whereNull('unresolved_since')
        .whereIn('status', ['pending', 'processing'])
        .update({ unresolved_since: db.fn.now(), unresolved_reason: reason });
    },

    /** Open attempts past the pending deadline, oldest first: what settlement statements may settle. */
    async listUnresolved(limit: number): Promise<UnresolvedAttempt[]> {
      return (await attempts()
        .join('payments as p', 'p.id', 'payment_attempts.payment_id')
        .whereNotNull('payment_attempts.unresolved_since')
        .whereIn('payment_attempts.status', ['pending', 'processing'])
        .orderBy('payment_attempts.unresolved_since')
        .limit(limit)
        .select(
          'payment_attempts.id as attemptId',
          'payment_attempts.provider_request_reference as requestReference',
          'payment_attempts.created_at as createdAt',
          'p.provider',
          'p.livemode',
          db.raw('p.amount::float8 as amount'),
        )) as UnresolvedAttempt[];
    },

    async findStatus(paymentId: string): Promise<PaymentStatus | undefined> {
      const row = (await payments().where({ id: paymentId }).first('status')) as Pick<PaymentRow, 'status'> | undefined;
      return row?.status;
    },

    /** The provider accepted the attempt: its handle (to poll and check callbacks) and the processing status. */
    async markAttemptProcessing(attemptId: string, accepted: ProviderAttempt): Promise<void> {
      await attempts()
        .where({ id: attemptId })
        .update({
          status: 'processing',
          provider_reference: accepted.providerReference,
          provider_data: JSON.stringify(accepted.providerData),
        });
    },

    async setPaymentStatus(paymentId: string, status: PaymentStatus): Promise<void> {
      await payments().where({ id: paymentId }).update({ status });
    },

    /** Ends the attempt and its payment with the same outcome; returns both rows as they are now. */
    async finish(target: PaymentWithAttempt, outcome: AttemptOutcome): Promise<PaymentWithAttempt> {
      const [attempt] = (await attempts()
        .where({ id: target.attempt.id })
        .update({
          status: outcome.status,
          provider_reference: outcome.providerReference,
          provider_transaction_id: outcome.providerTransactionId,
          failure_code: outcome.failure?.code ?? null,
          failure_message: outcome.failure?.message ?? null,
          completed_at: db.fn.now(),
        })
        .returning('*')) as AttemptRow[];
      const [payment] = (await payments()
        .where({ id: target.payment.id })
        .update({
          status: outcome.status,
          failure_code: outcome.failure?.code ?? null,
          failure_message: outcome.failure?.message ?? null,
          completed_at: db.fn.now(),
        })
        .returning('*')) as PaymentRow[];
      if (!payment || !attempt) throw new Error(`payment ${target.payment.reference} vanished while settling`);
      return { payment, attempt };
    },

    /** A failed payment's next attempt; the payment goes back to pending. Returns the attempt's id. */
    async addRetryAttempt(payment: PaymentRow, attempt: { number: number; requestReference: string }): Promise<string> {
      const [created] = (await attempts()
        .insert({
          payment_id: payment.id,
          attempt_number: attempt.number,
          provider_request_reference: attempt.requestReference,
        })
        .returning('id')) as { id: string }[];
      if (!created) throw new Error('payment attempt was not created');
      await payments().where({ id: payment.id }).update({
        status: 'pending',
        attempt_count: attempt.number,
        failure_code: null,
        failure_message: null,
        completed_at: null,
      });
      return created.id;
    },

    /** One line of the payment's audit trail: every status change says from where, to where and why. */
    async addStatusChange(change: StatusChange): Promise<void> {
      await db('payment_status_history').insert({
        payment_id: change.paymentId,
        attempt_id: change.attemptId,
        from_status: change.from,
        to_status: change.to,
        reason: change.reason ?? null,
      });
    },

    /** Outbox row: the webhook issue delivers it; writing it in the payment's transaction means none is lost. */
    async addEvent(paymentId: string, type: PaymentEventType, payload: Record<string, unknown>): Promise<void> {
      await db('payment_events').insert({ payment_id: paymentId, type, payload: JSON.stringify(payload) });
    },

    /** Successful payments of every type (the public figures). */
    /** Successful payments of one mode (the public figures are the server's own mode's). */
    async countSuccessful(livemode: boolean): Promise<number> {
      const row = await payments()
        .where({ status: 'success', livemode })
        .count<{ count: string }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** A payments row read back through `to_jsonb`: its timestamps arrive as ISO strings. */
function revivePayment(row: PaymentRow): PaymentRow {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    created_at: date(row.created_at) as Date,
    updated_at: date(row.updated_at) as Date,
    completed_at: date(row.completed_at),
  };
}
