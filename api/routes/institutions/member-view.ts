import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import { MemberDocumentParamsSchema, MemberInstitutionViewSchema } from '../../schemas/institution-view.ts';
import { memberDocumentDownload, memberInstitutionView } from '../../services/institutions/member-view.ts';
import { DOCUMENT_ATTACHMENT_RESPONSE, sendDocumentAttachment } from '../shared/document-attachment.ts';

/**
 * A member's own view of their approved institution (/institution), signed in with their
 * platform account. No institution id is taken from the request: the session says which.
 */
const memberViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/institutions/mine',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getMyInstitution',
        tags: ['Institutions'],
        summary: 'Your institution’s view',
        description:
          'For a member of an approved institution, signed in with their platform account: the institution (name, code, type, tier, approval, whether it is active, this month’s API calls against its monthly quota), its members, every API key its members hold (name, prefix, environment, state; never the secret) and its application’s documents (name, type, size, scan status, whether it may be downloaded). A user who belongs to no institution, or whose institution is not approved, is refused (403).',
        response: { 200: MemberInstitutionViewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => memberInstitutionView(app.store, sessionUser(request).id),
  );

  app.get(
    '/api/v1/institutions/mine/documents/:documentId',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'downloadMyInstitutionDocument',
        tags: ['Institutions'],
        summary: 'Download a document of your institution’s application',
        description:
          'The file of one document of the signed-in member’s institution, once its virus scan passed (409 before). A document of another institution is not found (404); a user who is not a member of an approved institution is refused (403).',
        params: MemberDocumentParamsSchema,
        response: { 200: DOCUMENT_ATTACHMENT_RESPONSE, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { document, bytes } = await memberDocumentDownload(
        app.store,
        app.institutionDocuments.storage,
        sessionUser(request).id,
        request.params.documentId,
      );
      return sendDocumentAttachment(reply, document, bytes);
    },
  );
};

export default memberViewRoutes;
