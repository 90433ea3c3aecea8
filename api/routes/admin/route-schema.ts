import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../../plugins/session-auth.ts';
import { ADMIN_SECURITY } from '../../schemas/admin.ts';
import type { StaffActor } from '../../services/admin/users.ts';

/**
 * What every back-office operation's schema shares: its tag, a session by header or cookie,
 * and its English and French titles (the API reference shows both).
 */
export function backOffice(operationId: string, summary: string, frSummary: string) {
  return {
    operationId,
    tags: ['Back office'],
    summary,
    'x-fr': { summary: frSummary },
    security: ADMIN_SECURITY,
  };
}

/** The signed-in staff member acting, and from where (the audit's actor). */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = sessionUser(request);
  return { userId: user.id, role: user.role, ipAddress: request.ip };
}
