import { BaseModel } from './base-model.ts';

/** A signed-in browser or app. The token handed out names this row; the row decides. */
export class Session extends BaseModel {
  static override tableName = 'sessions';

  declare id: string;
  declare userId: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
  declare ipAddress: string | null;
  declare userAgent: string | null;
}
