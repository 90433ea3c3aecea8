import type { Knex } from 'knex';
import type { VerificationResult, VerificationStatus } from '../schemas/verification.ts';
import { claimOutboxRows, markOutboxRowsDispatched } from './outbox-rows.ts';

/** `identity_verifications` as stored: nothing of the identity but the document's last four. */
export interface VerificationRow {
  id: string;
  user_id: string;
  api_key_id: string | null;
  oauth_client_id: string | null;
  livemode: boolean;
  status: VerificationStatus;
  result: VerificationResult;
  document_type: 'cni' | 'passport';
  document_last4: string;
  document_fingerprint: string;
  /** The KYC provider's check id; null until its first answer (the verification is stored before the call). */
  provider_reference: string | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface Verification {
  id: string;
  userId: string;
  livemode: boolean;
  status: VerificationStatus;
  result: VerificationResult;
  documentType: 'cni' | 'passport';
  documentLast4: string;
  providerReference: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

function toVerification(row: VerificationRow): Verification {
  return {
    id: row.id,
    userId: row.user_id,
    livemode: row.livemode,
    status: row.status,
    result: row.result,
    documentType: row.document_type,
    documentLast4: row.document_last4,
    providerReference: row.provider_reference,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

export type NewVerification = Omit<VerificationRow, 'created_at' | 'completed_at'>;
export type VerificationEventType = 'verification.completed' | 'kyc.approved' | 'kyc.rejected';

/** Identity verifications and their webhook outbox (`verification_events`). */
export function createVerificationsRepository(db: Knex | Knex.Transaction) {
  return {
    async insert(row: NewVerification): Promise<Verification> {
      const completed = row.status === 'pending' ? null : db.fn.now();
      const [stored] = (await db('identity_verifications')
        .insert({ ...row, completed_at: completed })
        .returning('*')) as VerificationRow[];
      if (!stored) throw new Error('verification was not stored');
      return toVerification(stored);
    },

    /** The caller's own verification; another user's is as missing as an unknown one. */
    async findOwned(id: string, userId: string): Promise<Verification | null> {
      const row = (await db('identity_verifications').where({ id, user_id: userId }).first()) as
        | VerificationRow
        | undefined;
      return row ? toVerification(row) : null;
    },

    async findPending(id: string): Promise<Verification | null> {
      const row = (await db('identity_verifications').where({ id, status: 'pending' }).first()) as
        | VerificationRow
        | undefined;
      return row ? toVerification(row) : null;
    },

    /** The provider's first answer names its check: stored on the verification sent without one. */
    async recordCheck(id: string, checkId: string): Promise<Verification | null> {
      const [row] = (await db('identity_verifications')
        .where({ id, status: 'pending' })
        .update({ provider_reference: checkId })
        .returning('*')) as VerificationRow[];
      return row ? toVerification(row) : null;
    },

    /** A verification the provider never received (its caller was answered 503): it never existed. */
    async removeUnsent(id: string): Promise<void> {
      await db('identity_verifications').where({ id, status: 'pending' }).whereNull('provider_reference').delete();
    },

    /** Settles a pending verification; null when it was already settled (a re-run job changes nothing). */
    async complete(
      id: string,
      status: 'approved' | 'rejected',
      result: VerificationResult,
    ): Promise<Verification | null> {
      const [row] = (await db('identity_verifications')
        .where({ id, status: 'pending' })
        .update({ status, result, completed_at: db.fn.now() })
        .returning('*')) as VerificationRow[];
      return row ? toVerification(row) : null;
    },

    /** Adds webhook events to the outbox, in the caller's transaction. */
    async recordEvents(
      events: { userId: string; type: VerificationEventType; payload: Record<string, unknown> }[],
    ): Promise<void> {
      if (events.length === 0) return;
      await db('verification_events').insert(
        events.map((event) => ({ user_id: event.userId, type: event.type, payload: JSON.stringify(event.payload) })),
      );
    },

    /** Locks up to `limit` undispatched events no other dispatcher holds, oldest first. */
    claimUndispatchedEvents: (limit: number) => claimOutboxRows(db, 'verification_events', limit),

    markEventsDispatched: (ids: string[]) => markOutboxRowsDispatched(db, 'verification_events', ids),
  };
}

export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>;
