/**
 * The audit log's words as the API spells them (ADMIN-CONTRACT "Audit log"). Spec 001 §2.2
 * names the first filters (all, login, logout, create, update, delete; all, user, api_key,
 * institution, setting); the rest are the other actions staff take.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'activate',
  'suspend',
  'revoke',
  'tier_change',
  'member_add',
  'member_remove',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCES = ['user', 'api_key', 'institution', 'setting', 'audit_log'] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];
