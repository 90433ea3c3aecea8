import { createQuery } from '../../lib/api/index.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/** What a member sees of their institution: GET /api/v1/institutions/mine. */
export type MemberInstitution = ApiAnswer<'/api/v1/institutions/mine'>;
export type MemberInstitutionKey = MemberInstitution['apiKeys'][number];
export type MemberInstitutionDocument = MemberInstitution['documents'][number];

export const $memberInstitution = createQuery<MemberInstitution>(['/api/v1/institutions/mine']);

/** A document's download: the session cookie goes with the link, and the server checks membership. */
export function memberDocumentUrl(documentId: string): string {
  return `/api/v1/institutions/mine/documents/${encodeURIComponent(documentId)}`;
}
