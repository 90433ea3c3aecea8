import type { Knex } from 'knex';
import { createAuditLogsRepository, type NewAuditEntry } from '../../repositories/audit-logs-repository.ts';

/** Who did it and from where: what every staff action's route knows of its caller. */
export interface AuditActor {
  userId: string | null;
  ipAddress: string | null;
}

/**
 * Writes one audit entry on the transaction it is given, so the entry commits (or rolls back)
 * with the change it records. The chain (seq, prev_hash, hash) is the database's insert
 * trigger's work; holding its lock until commit is why callers audit last, just before their
 * transaction ends.
 */
export async function recordAudit(
  trx: Knex | Knex.Transaction,
  actor: AuditActor,
  entry: Omit<NewAuditEntry, 'userId' | 'ipAddress'>,
): Promise<void> {
  await createAuditLogsRepository(trx).insert({ ...entry, userId: actor.userId, ipAddress: actor.ipAddress });
}
