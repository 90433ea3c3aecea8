import type { Store } from '../../repositories/store.ts';

/** What happened to the institution, as the `account.updated` event names it. */
export type InstitutionChange = 'approved' | 'rejected' | 'suspended' | 'tier_changed';

/**
 * Tells each member of the institutions (their webhook endpoints subscribed to
 * `account.updated`) what staff just changed: written to the `account_events` outbox in the
 * caller's transaction, after the change, so the event says the state that committed.
 * The payload names the institution, its display status, tier and quota, the change and
 * staff's reason when there is one.
 */
export async function emitInstitutionUpdated(
  tx: Store,
  institutionIds: readonly string[],
  change: InstitutionChange,
  reason: string | null = null,
): Promise<void> {
  const reviews = tx.institutionReviews;
  const events = [];
  for (const institution of await reviews.findMany(institutionIds)) {
    const payload = {
      object: 'institution',
      institutionId: institution.id,
      institutionCode: institution.institutionCode,
      institutionName: institution.institutionName,
      status: institution.status,
      tierLevel: institution.tierLevel,
      apiQuotaLimit: institution.apiQuotaLimit,
      change,
      reason,
    };
    for (const member of await reviews.members(institution.id)) {
      events.push({ userId: member.userId, type: 'account.updated' as const, payload });
    }
  }
  await tx.webhooks.recordAccountEvents(events);
}
