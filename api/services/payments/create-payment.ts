import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import { enqueueProcessAttempt } from './job-queue.ts';
import { attemptReference, type PaymentDetails, type PaymentRow, type PaymentType } from './model.ts';
import { recordEvent, recordStatusChange } from './records.ts';
import { newPaymentReference } from './reference.ts';

export interface NewPayment {
  userId: string;
  type: PaymentType;
  provider: ProviderCode;
  amount: number;
  customer: { name: string; phone: string; email?: string | null | undefined };
  narration?: string | null | undefined;
  details: PaymentDetails;
}

/**
 * Creates a payment in one transaction: the row, its first attempt, the first history line,
 * the `payment.created` event and the job that will call the provider. Either all of it
 * exists or none of it does; the provider is never called from the request itself.
 */
export async function createPayment(db: Knex, input: NewPayment): Promise<PaymentRow> {
  return db.transaction(async (trx) => {
    const reference = newPaymentReference();
    const [payment] = (await trx('payments')
      .insert({
        reference,
        user_id: input.userId,
        type: input.type,
        provider: input.provider,
        amount: input.amount,
        currency: 'XAF',
        status: 'pending',
        customer_name: input.customer.name,
        customer_phone: input.customer.phone,
        customer_email: input.customer.email ?? null,
        narration: input.narration ?? null,
        details: JSON.stringify(input.details),
        attempt_count: 1,
      })
      .returning('*')) as PaymentRow[];
    if (!payment) throw new Error('payment was not created');
    const [attempt] = (await trx('payment_attempts')
      .insert({ payment_id: payment.id, attempt_number: 1, provider_request_reference: attemptReference(reference, 1) })
      .returning('id')) as { id: string }[];
    if (!attempt) throw new Error('payment attempt was not created');
    await recordStatusChange(trx, { paymentId: payment.id, attemptId: attempt.id, from: null, to: 'pending' });
    await recordEvent(trx, 'payment.created', payment);
    await enqueueProcessAttempt(trx, attempt.id);
    return payment;
  });
}
