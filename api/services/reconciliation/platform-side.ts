import type { Knex } from 'knex';
import type { ProviderCode } from '../../providers/types.ts';
import { doualaDayEnd, doualaDayStart } from '../transactions/douala-days.ts';

/** A payment attempt as the platform recorded it, with what the ledger posted for it. */
export interface PlatformAttempt {
  attemptId: string;
  reference: string;
  provider: ProviderCode;
  /** What we sent the provider (MTN externalId, Orange order_id, GIMAC external_reference). */
  requestReference: string;
  /** The provider's handle (MTN X-Reference-Id, Orange pay_token, GIMAC transfer_id). */
  providerReference: string | null;
  amount: number;
  status: string;
  completedAt: Date | null;
  /** Null when no ledger transaction exists for the attempt (or, failing that, the payment). */
  ledgerAmount: number | null;
}

interface Row {
  attempt_id: string;
  reference: string;
  provider: ProviderCode;
  provider_request_reference: string;
  provider_reference: string | null;
  amount: string;
  status: string;
  completed_at: Date | null;
  ledger_amount: string | null;
}

function attempts(db: Knex) {
  return db({ a: 'payment_attempts' })
    .join({ p: 'payments' }, 'p.id', 'a.payment_id')
    .select(
      'a.id as attempt_id',
      'p.reference',
      'p.provider',
      'a.provider_request_reference',
      'a.provider_reference',
      'p.amount',
      'a.status',
      db.raw('coalesce(a.completed_at, p.completed_at) as completed_at'),
      // The engine posts one ledger transaction per successful attempt; the debit side is its amount.
      db.raw(`(
        select sum(lp.amount) from ledger_transactions lt
          join ledger_postings lp on lp.transaction_id = lt.id and lp.amount > 0
         where lt.attempt_id = a.id or (lt.attempt_id is null and lt.payment_id = p.id)
      ) as ledger_amount`),
    );
}

function fromRow(row: Row): PlatformAttempt {
  return {
    attemptId: row.attempt_id,
    reference: row.reference,
    provider: row.provider,
    requestReference: row.provider_request_reference,
    providerReference: row.provider_reference,
    amount: Number(row.amount),
    status: row.status,
    completedAt: row.completed_at,
    ledgerAmount: row.ledger_amount === null ? null : Number(row.ledger_amount),
  };
}

/** Attempts that succeeded on Douala day `date`: what the providers should have settled that day. */
export async function successfulAttemptsOn(db: Knex, date: string): Promise<PlatformAttempt[]> {
  const rows = (await attempts(db)
    .where('a.status', 'success')
    .whereRaw('coalesce(a.completed_at, p.completed_at) >= ?', [doualaDayStart(db, date)])
    .whereRaw('coalesce(a.completed_at, p.completed_at) < ?', [doualaDayEnd(db, date)])
    .orderBy('p.reference')) as Row[];
  return rows.map(fromRow);
}

/** Attempts of any day and status known by one of these references (statement lines we did not expect). */
export async function attemptsByReferences(
  db: Knex,
  provider: ProviderCode,
  references: { reference: string; providerReference: string }[],
): Promise<PlatformAttempt[]> {
  if (references.length === 0) return [];
  const rows = (await attempts(db)
    .where('p.provider', provider)
    .where((where) => {
      where
        .whereIn(
          'a.provider_request_reference',
          references.map((entry) => entry.reference),
        )
        .orWhereIn(
          'a.provider_reference',
          references.map((entry) => entry.providerReference),
        );
    })) as Row[];
  return rows.map(fromRow);
}
