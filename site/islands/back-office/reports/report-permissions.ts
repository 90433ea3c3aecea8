import type { Role } from '../../../../domain/enums.ts';
import { REPORT_SCHEDULER_ROLES } from '../../../../domain/roles.ts';

/**
 * Pause, resume and run now are for ops and admin (the server's `REPORT_SCHEDULER_ROLES`);
 * every staff role generates and downloads. The server refuses anyway: this only keeps
 * buttons from promising what the role cannot do.
 */
export function canManageReportSchedules(role: Role): boolean {
  return (REPORT_SCHEDULER_ROLES as readonly Role[]).includes(role);
}
