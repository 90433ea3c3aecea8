import type { Role } from '../../../../domain/enums.ts';

/** A user as both staff portals list them (the portal's API names the last sign-in `lastLogin`). */
export interface BackOfficeUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export function fullName(user: Pick<BackOfficeUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}
