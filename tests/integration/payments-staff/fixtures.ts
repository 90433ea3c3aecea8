import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createStore } from '../../../api/repositories/store.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';

export interface PaymentFixture {
  userId: string;
  reference?: string;
  type?: 'mobile_money' | 'interbank' | 'bank_transfer';
  provider?: 'mtn' | 'orange' | 'gimac';
  amount?: number;
  status?: 'pending' | 'processing' | 'success' | 'failed';
  customerName?: string;
  customerPhone?: string;
  customerEmail?: string | null;
  narration?: string | null;
  failureMessage?: string | null;
  /** When the payment was created (defaults to now). */
  createdAt?: Date;
  /** When it completed (success/failed); defaults to createdAt + 2 s for final statuses. */
  completedAt?: Date;
  /** The attempt's provider references; defaults are derived from the reference. */
  requestReference?: string;
  providerReference?: string;
  /** Post the ledger for a success (default true); false makes a `not_posted` case. */
  post?: boolean;
  /** The platform fee the posting keeps for the revenue account (default none). */
  fee?: number;
}

export interface InsertedPayment {
  id: string;
  attemptId: string;
  reference: string;
  requestReference: string;
  providerReference: string;
  amount: number;
  provider: 'mtn' | 'orange' | 'gimac';
  completedAt: Date | null;
}

/**
 * A payment as the engine would have left it (payment, one attempt, history and, for a
 * success, the ledger posting), written straight to the database: these tests read payments,
 * they do not depend on the engine's endpoints to create them.
 */
export async function insertPayment(db: Knex, fixture: PaymentFixture): Promise<InsertedPayment> {
  const reference = fixture.reference ?? `PAY-T-${randomUUID().slice(0, 12).toUpperCase()}`;
  const provider = fixture.provider ?? 'mtn';
  const status = fixture.status ?? 'success';
  const amount = fixture.amount ?? 5000;
  const createdAt = fixture.createdAt ?? new Date();
  const final = status === 'success' || status === 'failed';
  const completedAt = final ? (fixture.completedAt ?? new Date(createdAt.getTime() + 2000)) : null;
  const requestReference = fixture.requestReference ?? reference;
  const providerReference = fixture.providerReference ?? randomUUID();
  return db.transaction(async (trx) => {
    const [payment] = await trx('payments')
      .insert({
        reference,
        user_id: fixture.userId,
        type: fixture.type ?? (provider === 'gimac' ? 'interbank' : 'mobile_money'),
        provider,
        amount,
        status,
        customer_name: fixture.customerName ?? 'Test Customer',
        customer_phone: fixture.customerPhone ?? '237677000011',
        customer_email: fixture.customerEmail ?? null,
        narration: fixture.narration ?? null,
        failure_code: status === 'failed' ? 'NOT_ENOUGH_FUNDS' : null,
        failure_message: status === 'failed' ? (fixture.failureMessage ?? 'Insufficient funds') : null,
        attempt_count: 1,
        completed_at: completedAt,
        created_at: createdAt,
        updated_at: completedAt ?? createdAt,
      })
      .returning('id');
    const [attempt] = await trx('payment_attempts')
      .insert({
        payment_id: payment.id,
        attempt_number: 1,
        provider_request_reference: requestReference,
        provider_reference: providerReference,
        status,
        completed_at: completedAt,
        created_at: createdAt,
      })
      .returning('id');
    await trx('payment_status_history').insert({
      payment_id: payment.id,
      attempt_id: attempt.id,
      from_status: null,
      to_status: status,
      created_at: completedAt ?? createdAt,
    });
    if (status === 'success' && fixture.post !== false) {
      await postTransfer(createStore(trx), {
        debit:
          provider === 'gimac' ? ledgerAccounts.gimacParticipant('AFRILAND_CM') : ledgerAccounts.provider(provider),
        credit:
          provider === 'gimac' ? ledgerAccounts.gimacParticipant('MTN_CM') : ledgerAccounts.customer(fixture.userId),
        amount,
        fee: fixture.fee ? { account: ledgerAccounts.platformRevenue(), amount: fixture.fee } : undefined,
        description: `Test payment ${reference}`,
        paymentId: payment.id,
        attemptId: attempt.id,
      });
    }
    return {
      id: payment.id,
      attemptId: attempt.id,
      reference,
      requestReference,
      providerReference,
      amount,
      provider,
      completedAt,
    };
  });
}

/** Noon of a Douala day `daysAgo` days before today, as an instant. */
export function doualaNoon(daysAgo: number): Date {
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const noonUtc = new Date(`${today}T11:00:00Z`);
  return new Date(noonUtc.getTime() - daysAgo * 86_400_000);
}

export function doualaDateOf(instant: Date): string {
  return new Date(instant.getTime() + 3_600_000).toISOString().slice(0, 10);
}
