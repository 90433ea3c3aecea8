/**
 * What a developer's key is, as every list of keys says it (API management's table and the Get
 * API Keys dialog of /api-docs): in use, in its 7-day grace after a rotation (it stops at
 * `expiresAt`), or off (deleted, or its grace is over). The server refuses an off key anyway.
 */
export type ApiKeyState = 'active' | 'expiring' | 'inactive';

export function apiKeyState(key: { isActive: boolean; expiresAt: string | null }, now: Date = new Date()): ApiKeyState {
  if (!key.isActive) return 'inactive';
  if (key.expiresAt === null) return 'active';
  return Date.parse(key.expiresAt) > now.getTime() ? 'expiring' : 'inactive';
}
