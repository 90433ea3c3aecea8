import type { NewAuditEntry } from '../../repositories/audit-logs-repository.ts';
import type { Store } from '../../repositories/store.ts';

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
  tx: Store,
  actor: AuditActor,
  entry: Omit<NewAuditEntry, 'userId' | 'ipAddress'>,
): Promise<void> {
  await tx.auditLogs.insert({ ...entry, userId: actor.userId, ipAddress: actor.ipAddress });
}
