import type { Store } from '../../repositories/store.ts';

/** The approved, active institution a user acts for. */
export interface ApprovedInstitution {
  id: string;
  name: string;
}

/**
 * The one place that says whether a user belongs to an approved institution (production API
 * keys need one): a member (`institution_members`, added by registering while signed in or by
 * staff) of an institution that is approved and active. An e-mail address matching an
 * institution's contact is not proof: accounts are opened without verifying their address.
 */
export async function approvedInstitutionOf(store: Store, userId: string): Promise<ApprovedInstitution | null> {
  return store.institutions.approvedInstitutionOfMember(userId);
}
