import type { AccountType, Role } from '../../domain/enums.ts';

export type { AccountType, Role };

/** A customer or a staff member (one table; `role` tells them apart). Hash columns never leave the server. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  accountType: AccountType | null;
  passwordHash: string;
  pinHash: string | null;
  secretWordHash: string | null;
  isActive: boolean;
  isVerified: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
