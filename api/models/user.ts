import type { AccountType, Role } from '../../domain/enums.ts';
import { BaseModel } from './base-model.ts';

export type { AccountType, Role };

/** A customer or a staff member (one table; `role` tells them apart). Hash columns never leave the server. */
export class User extends BaseModel {
  static override tableName = 'users';

  declare id: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string | null;
  declare phone: string | null;
  declare role: Role;
  declare accountType: AccountType | null;
  declare passwordHash: string;
  declare pinHash: string | null;
  declare secretWordHash: string | null;
  declare isActive: boolean;
  declare isVerified: boolean;
  declare lastLoginAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
