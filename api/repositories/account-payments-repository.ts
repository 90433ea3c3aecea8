import type { Knex } from 'knex';

/** A payment of the public API between two accounts of the platform (table `account_payments`). */
export interface AccountPayment {
  id: string;
  reference: string;
  userId: string;
  sourceAccountId: string;
  destinationType: 'account';
  destinationAccountId: string;
  amount: number;
  currency: 'XAF';
  description: string;
  status: 'pending_authorization' | 'success';
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
  destination_type: 'account';
  destination_account_id: string;
  amount: string;
  currency: 'XAF';
  description: string;
  status: AccountPayment['status'];
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
    destinationAccountId: row.destination_account_id,
    amount: Number(row.amount),
    currency: row.currency,
    description: row.description,
    status: row.status,
    livemode: row.livemode,
    initiatedBy: row.initiated_by,
    authorizedBy: row.authorized_by,
    createdAt: row.created_at,
    authorizedAt: row.authorized_at,
    completedAt: row.completed_at,
  };
}

export interface NewAccountPayment {
  id: string;
  reference: string;
  userId: string;
  sourceAccountId: string;
  destinationAccountId: string;
  amount: number;
  description: string;
  livemode: boolean;
  initiatedBy: string;
  /** Set when the money moved in the same transaction (status success); absent: pending_authorization. */
  ledgerTransactionId?: string;
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
          destination_type: 'account',
          destination_account_id: payment.destinationAccountId,
          amount: payment.amount,
          description: payment.description,
          status: payment.ledgerTransactionId ? 'success' : 'pending_authorization',
          livemode: payment.livemode,
          initiated_by: payment.initiatedBy,
          ledger_transaction_id: payment.ledgerTransactionId ?? null,
          completed_at: payment.ledgerTransactionId ? db.fn.now() : null,
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

    async markAuthorized(id: string, authorizedBy: string, ledgerTransactionId: string): Promise<AccountPayment> {
      const [row] = await db('account_payments')
        .where('id', id)
        .update({
          status: 'success',
          authorized_by: authorizedBy,
          authorized_at: db.fn.now(),
          ledger_transaction_id: ledgerTransactionId,
          completed_at: db.fn.now(),
        })
        .returning('*');
      return toAccountPayment(row as AccountPaymentRow);
    },
  };
}
