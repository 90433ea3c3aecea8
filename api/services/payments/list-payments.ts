import type { Knex } from 'knex';
import { reasonCategory } from '../../providers/reasons.ts';
import type { SessionUser } from '../identity/sessions.ts';
import { visibleTo } from './access.ts';
import type { PaymentRow } from './model.ts';

export const PAYMENTS_LIST_LIMIT = 50;

/** The dashboard's list: the caller's visible payments of every type, newest first. */
export async function listVisiblePayments(db: Knex, user: SessionUser) {
  const rows = (await visibleTo(db('payments'), user)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(PAYMENTS_LIST_LIMIT)) as PaymentRow[];
  return rows.map((row) => ({
    reference: row.reference,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    phone: row.customer_phone,
    type: row.type,
    customer: { name: row.customer_name, email: row.customer_email },
    created_at: new Date(row.created_at).toISOString(),
    narration: row.narration,
    failure_reason: row.failure_code,
    failure_category: reasonCategory(row.failure_code),
  }));
}
