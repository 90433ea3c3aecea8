import type { Static } from 'typebox';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { AppError } from '../../errors.ts';
import type { CredentialRow } from '../../repositories/back-office-figures-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { AdminCredentialSchema } from '../../schemas/admin.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { iso } from './iso.ts';

type CredentialView = Static<typeof AdminCredentialSchema>;

/** The table shows at most this many keys, newest first; `total` counts them all. */
const LISTED_KEYS = 500;

function toView({ keyPrefix, lastUsedAt, ...credential }: CredentialRow): CredentialView {
  return { ...credential, keyId: keyPrefix, lastUsed: iso(lastUsedAt) };
}

export async function listCredentials(store: Store): Promise<{ total: number; credentials: CredentialView[] }> {
  const { rows, total } = await store.backOfficeFigures.credentials(LISTED_KEYS);
  return { total, credentials: rows.map(toView) };
}

/** Deactivates any developer's key at once (the caller evicts it from the credentials cache after commit). */
export async function revokeCredential(
  store: Store,
  actor: AuditActor,
  keyId: string,
  reason: string | undefined,
): Promise<CredentialView> {
  return store.transaction(async (tx) => {
    const figures = tx.backOfficeFigures;
    const before = await figures.credential(keyId);
    if (!before) throw new AppError('not_found', M.credentialNotFound);
    await tx.apiKeys.deactivate(keyId);
    await recordAudit(tx, actor, {
      action: 'revoke',
      resource: 'api_key',
      resourceId: keyId,
      details: { keyId: before.keyPrefix, owner: before.ownerEmail, ...(reason ? { reason } : {}) },
    });
    const after = await figures.credential(keyId);
    if (!after) throw new AppError('not_found', M.credentialNotFound);
    return toView(after);
  });
}
