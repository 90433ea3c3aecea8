import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { doualaDate } from '../../../domain/douala-time.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import type { StaffActor } from '../../services/admin/users.ts';

/**
 * What every back-office operation's schema shares: its tag and its English title (the French
 * is in i18n/fr/api-reference, by operationId). Its security, a session by header or cookie,
 * is written from its guard (plugins/openapi-security.ts).
 */
export function backOffice(operationId: string, summary: string) {
  return {
    operationId,
    tags: ['Back office'],
    summary,
  };
}

/** The signed-in staff member acting, and from where (the audit's actor). */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = sessionUser(request);
  return { userId: user.id, role: user.role, ipAddress: request.ip };
}

/** A CSV download's 200 response, for the OpenAPI document. */
export function csvResponse(description: string) {
  return { description, content: { 'text/csv': { schema: Type.String() } } };
}

/** Sends a CSV as the attachment `{name}-YYYY-MM-DD.csv` (today in Douala), never cached. */
export function sendCsvAttachment(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${doualaDate()}.csv"`)
    .send(csv);
}
