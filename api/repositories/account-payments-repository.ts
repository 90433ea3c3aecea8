import type { Knex } from 'knex';
import type { OutboxRow } from './outbox-rows.ts';
import { claimOutboxRows, markOutboxRowsDispatched } from './outbox-rows.ts';

export type AccountPaymentDestination = 'account' | 'mobile_wallet' | 'gimac_bank';
export type AccountPaymentStatus = 'pending_authorization' | 'pending' | 'success' | 'failed';
export type AccountPaymentEventType = 'payment.created' | 'payment.authorized' | 'payment.completed' | 'payment.failed';

/**
 * A payment of the public API (table `account_payments`): between two accounts of the platform,
 * or a payout to a wallet or a GIMAC bank account sent by the payments engine (`paymentId`).
 */
export interface AccountPayment {
  id: string;
  reference: string;
  userId: string;
  sourceAccountId: string;
  destinationType: AccountPaymentDestination;
  /** The account's id (`account`), the wallet's number (`mobile_wallet`) or the account number at the bank (`gimac_bank`). */
  destinationAccountId: string;
  /** The GIMAC participant a payout goes to (operator or bank code); null between accounts. */
  destinationParticipant: string | null;
  /** The engine payment that sends a payout, once it is sent. */
  paymentId: string | null;
  amount: number;
  currency: 'XAF';
  description: string;
  status: AccountPaymentStatus;
  failure: { code: string; message: string } | null;
  livemode: boolean;
  initiatedBy: string;
  authorizedBy: string | null;
  createdAt: Date;
  authorizedAt: Date | null;
  completedAt: Date | null;
}

interface AccountPaymentRow {
  id: string;
  reference: string;
  user_id: string;
  source_account_id: string;
  destination_type: AccountPaymentDestination;
  destination_account_id: string | null;
  destination_address: string | null;
  destination_participant: string | null;
  payment_id: string | null;
  amount: string;
  currency: 'XAF';
  description: string;
  status: AccountPaymentStatus;
  failure_code: string | null;
  failure_message: string | null;
  livemode: boolean;
  initiated_by: string;
  authorized_by: string | null;
  created_at: Date;
  authorized_at: Date | null;
  completed_at: Date | null;
}

function toAccountPayment(row: AccountPaymentRow): AccountPayment {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    sourceAccountId: row.source_account_id,
    destinationType: row.destination_type,
    destinationAccountId: row.destination_account_id ?? row.destination_address ?? '',
    destinationParticipant: row.destination_participant,
    paymentId: row.payment_id,
    amount: Number(row.amount),
    currency: row.currency,
    description: row.description,
    status: row.status,
    failure: row.failure_code ? { code: row.failure_code, message: row.failure_message ?? '' } : null,
    livemode: row.livemode,
    initiatedBy: row.initiated_by,
    authorizedBy: row.authorized_by,
    createdAt: row.created_at,
    authorizedAt: row.authorized_at,
    completedAt: row.completed_at,
  };
}

export interface NewAccountPayment
  extends Pick<
    AccountPayment,
    | 'id'
    | 'reference'
    | 'userId'
    | 'sourceAccountId'
    | 'destinationType'
    | 'destinationAccountId'
    | 'destinationParticipant'
    | 'amount'
    | 'description'
    | 'livemode'
    | 'initiatedBy'
  > {
  /**
   * Set when the source was debited in the same transaction; absent: pending_authorization.
   * Between accounts the money has then moved (success); a payout is then on its way (pending).
   */
  ledgerTransactionId?: string;
  /** A payout's engine payment, created in the same transaction. */
  paymentId?: string;
}

/** The status a new payment starts in: held, moved (between accounts), or sent (payout). */
function initialStatus(payment: NewAccountPayment): AccountPaymentStatus {
  if (!payment.ledgerTransactionId) return 'pending_authorization';
  return payment.destinationType === 'account' ? 'success' : 'pending';
}

export function createAccountPaymentsRepository(db: Knex) {
  return {
    async insert(payment: NewAccountPayment): Promise<AccountPayment> {
      const [row] = await db('account_payments')
        .insert({
          id: payment.id,
          reference: payment.reference,
          user_id: payment.userId,
          source_account_id: payment.sourceAccountId,
          destination_type: payment.destinationType,
          ...(payment.destinationType === 'account'
            ? { destination_account_id: payment.destinationAccountId }
            : { destination_address: payment.destinationAccountId }),
          destination_participant: payment.destinationParticipant,
          payment_id: payment.paymentId ?? null,
          amount: payment.amount,
          description: payment.description,
          status: initialStatus(payment),
          livemode: payment.livemode,
          initiated_by: payment.initiatedBy,
          ledger_transaction_id: payment.ledgerTransactionId ?? null,
          completed_at: initialStatus(payment) === 'success' ? db.fn.now() : null,
        })
        .returning('*');
      return toAccountPayment(row as AccountPaymentRow);
    },

    async find(id: string): Promise<AccountPayment | null> {
      const row: AccountPaymentRow | undefined = await db('account_payments').where('id', id).first();
      return row ? toAccountPayment(row) : null;
    },

    /** The payment locked until the caller's transaction ends (authorization runs one at a time). */
    async lock(id: string): Promise<AccountPayment | null> {
      const row: AccountPaymentRow | undefined = await db('account_payments').where('id', id).forUpdate().first();
      return row ? toAccountPayment(row) : null;
    },

    /** The payout an engine payment sends. */
    async findByEnginePayment(paymentId: string): Promise<AccountPayment | null> {
      const row: AccountPaymentRow | undefined = await db('account_payments').where('payment_id', paymentId).first();
      return row ? toAccountPayment(row) : null;
    },

    /**
     * The second approval: the source debited (`ledgerTransactionId`); between accounts the money
     * has moved (success), a payout is handed to the engine (`paymentId`, pending).
     */
    async markAuthorized(
      id: string,
      authorizedBy: string,
      moved: { ledgerTransactionId: string; paymentId?: string | undefined },
    ): Promise<AccountPayment> {
      const [row] = await db('account_payments')
        .where('id', id)
        .update({
          status: moved.paymentId ? 'pending' : 'success',
          authorized_by: authorizedBy,
          authorized_at: db.fn.now(),
          ledger_transaction_id: moved.ledgerTransactionId,
          payment_id: moved.paymentId ?? null,
          completed_at: moved.paymentId ? null : db.fn.now(),
        })
        .returning('*');
      return toAccountPayment(row as AccountPaymentRow);
    },

    /** A payout's final status, as its engine payment settled. */
    async markFinished(
      id: string,
      result: { status: 'success' } | { status: 'failed'; failure: { code: string; message: string } },
    ): Promise<AccountPayment> {
      const [row] = await db('account_payments')
        .where('id', id)
        .update({
          status: result.status,
          failure_code: result.status === 'failed' ? result.failure.code : null,
          failure_message: result.status === 'failed' ? result.failure.message : null,
          completed_at: db.fn.now(),
        })
        .returning('*');
      return toAccountPayment(row as AccountPaymentRow);
    },

    /** Adds a `payment.*` event to the outbox, in the caller's transaction (once per type and payment). */
    async recordEvent(payment: AccountPayment, type: AccountPaymentEventType, payload: object): Promise<void> {
      await db('account_payment_events')
        .insert({ account_payment_id: payment.id, user_id: payment.userId, type, payload: JSON.stringify(payload) })
        .onConflict(['account_payment_id', 'type'])
        .ignore();
    },

    /** Locks up to `limit` undispatched events no other dispatcher holds, oldest first. */
    claimUndispatchedEvents: (limit: number): Promise<OutboxRow[]> =>
      claimOutboxRows(db, 'account_payment_events', limit),

    markEventsDispatched: (ids: string[]) => markOutboxRowsDispatched(db, 'account_payment_events', ids),
  };
}
