import type { Knex } from 'knex';

/** The approved, active institution a user acts for. */
export interface ApprovedInstitution {
  id: string;
  name: string;
}

/**
 * The one place that says whether a user belongs to an approved institution (production API
 * keys need one). Membership arrives with institution registration (issue 14); until then
 * nobody belongs to one. An e-mail address matching an institution's contact is not proof:
 * accounts are opened without verifying their address.
 */
export async function approvedInstitutionOf(_db: Knex, _userId: string): Promise<ApprovedInstitution | null> {
  return null;
}
