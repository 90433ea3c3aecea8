import type { Store } from '../../repositories/store.ts';

/** The list shows at most this many, oldest first: more than that is an incident, not a list. */
const LIMIT = 500;

/**
 * Payments of the server's mode still waiting for their provider's final word past the pending
 * deadline: never failed for that (the provider may have collected), polled every few minutes
 * and settled by the provider's answer or its settlement statement. Staff read them here.
 */
export async function listUnresolvedPayments(store: Store, livemode: boolean) {
  const rows = await store.paymentReads.listUnresolved(livemode, LIMIT);
  return {
    data: rows.map((row) => ({
      reference: row.reference,
      livemode: row.livemode,
      type: row.type,
      provider: row.provider,
      amount: Number(row.amount),
      currency: 'XAF' as const,
      status: row.status,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      attempt: row.attempt_number,
      reason: row.unresolved_reason,
      createdAt: row.created_at.toISOString(),
      unresolvedSince: row.unresolved_since.toISOString(),
    })),
  };
}
