import type { Knex } from 'knex';
import { createInstitutionsRepository } from '../../repositories/institutions-repository.ts';

/** The approved, active institution a user acts for. */
export interface ApprovedInstitution {
  id: string;
  name: string;
}

/**
 * The one place that says whether a user belongs to an approved institution (production API
 * keys need one). Until the institutions issue adds membership, a user belongs to the
 * approved, active institution whose contact e-mail is theirs; otherwise null.
 */
export async function approvedInstitutionOf(db: Knex, userId: string): Promise<ApprovedInstitution | null> {
  return createInstitutionsRepository(db).findApprovedOfContact(userId);
}
