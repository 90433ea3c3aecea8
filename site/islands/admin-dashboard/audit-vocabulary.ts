/** The audit log's words as the API spells them (api/schemas/enums.ts, the one list). */
export { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditAction, type AuditResource } from '../../../domain/enums.ts';
