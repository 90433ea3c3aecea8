import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ExportFormat } from '../../../domain/data-export.ts';
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

/** An export's 200 response, CSV or JSON as `format` asks, for the OpenAPI document. */
export function exportResponse(description: string) {
  return {
    description,
    content: {
      'text/csv': { schema: Type.String() },
      'application/json': { schema: Type.Array(Type.Record(Type.String(), Type.Unknown())) },
    },
  };
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** Sends an export as the attachment `{name}-YYYY-MM-DD.{csv|json}` (today in Douala), never cached. */
export function sendExportAttachment(reply: FastifyReply, name: string, format: ExportFormat, body: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}-${doualaDate()}.${format}"`)
    .send(body);
}
