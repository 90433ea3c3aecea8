import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BACK_OFFICE_READER_ROLES, INSTITUTION_REVIEWER_ROLES } from '../../../domain/roles.ts';
import { IdParamsSchema } from '../../schemas/admin.ts';
import {
  AddMemberSchema,
  AdminInstitutionDetailSchema,
  AdminInstitutionListSchema,
  AdminInstitutionMemberSchema,
  AdminInstitutionQuerySchema,
  AdminInstitutionSchema,
  AdminInstitutionStatsSchema,
  BulkInstitutionResultSchema,
  BulkInstitutionSchema,
  DocumentParamsSchema,
  InstitutionContactsSchema,
  InstitutionTierSchema,
  MemberParamsSchema,
  SuspendInstitutionSchema,
} from '../../schemas/admin-institutions.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  addMemberByEmail,
  applicationOf,
  bulkReview,
  changeTierAudited,
  documentForDownload,
  listForReview,
  removeMember,
  reviewStats,
  suspendInstitution,
  updateContacts,
} from '../../services/institutions/review.ts';
import { DOCUMENT_ATTACHMENT_RESPONSE, sendDocumentAttachment } from '../shared/document-attachment.ts';
import { backOffice, staffActor } from './route-schema.ts';

/** The portal's Institutions tab: review, tiers, contacts, members, suspension, documents. */
const adminInstitutionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AdminInstitutionSchema);
  app.addSchema(AdminInstitutionMemberSchema);
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);
  const reviewers = app.requireRole(...INSTITUTION_REVIEWER_ROLES);
  const Institution = Type.Ref('AdminInstitution');

  app.get(
    '/api/admin/institutions',
    {
      onRequest: readers,
      schema: {
        ...backOffice('listAdminInstitutions', 'Institutions for review'),
        querystring: AdminInstitutionQuerySchema,
        response: { 200: AdminInstitutionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listForReview(app.store, request.query),
  );

  app.get(
    '/api/admin/institutions/stats',
    {
      onRequest: readers,
      schema: {
        ...backOffice('getAdminInstitutionStats', 'Institution counts'),
        response: { 200: AdminInstitutionStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => reviewStats(app.store),
  );

  for (const operation of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/institutions/bulk-${operation}`,
      {
        onRequest: reviewers,
        schema: {
          ...(operation === 'approve'
            ? backOffice('bulkApproveInstitutions', 'Approve institutions')
            : backOffice('bulkRejectInstitutions', 'Reject institutions')),
          body: BulkInstitutionSchema,
          response: { 200: BulkInstitutionResultSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const result = await bulkReview(app.store, staffActor(request), { operation, ...request.body });
        // Members' production keys follow the institution from their next call (see the key lookup).
        app.apiKeyCredentials.evictInstitutions(new Set(request.body.institutionIds));
        return result;
      },
    );
  }

  app.get(
    '/api/admin/institutions/:id',
    {
      onRequest: readers,
      schema: {
        ...backOffice('getAdminInstitution', 'An institution’s application'),
        params: IdParamsSchema,
        response: { 200: AdminInstitutionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => applicationOf(app.store, request.params.id),
  );

  app.put(
    '/api/admin/institutions/:id',
    {
      onRequest: reviewers,
      schema: {
        ...backOffice('updateAdminInstitution', 'Edit an institution’s contacts'),
        params: IdParamsSchema,
        body: InstitutionContactsSchema,
        response: { 200: Institution, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => updateContacts(app.store, staffActor(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/institutions/:id/tier',
    {
      onRequest: reviewers,
      schema: {
        ...backOffice('changeInstitutionTier', 'Change an institution’s tier'),
        params: IdParamsSchema,
        body: InstitutionTierSchema,
        response: { 200: Institution, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const institution = await changeTierAudited(
        app.store,
        staffActor(request),
        request.params.id,
        request.body.tierLevel,
      );
      app.apiKeyCredentials.evictInstitutions(new Set([request.params.id]));
      return institution;
    },
  );

  app.post(
    '/api/admin/institutions/:id/suspend',
    {
      onRequest: reviewers,
      schema: {
        ...backOffice('suspendInstitution', 'Suspend an institution'),
        params: IdParamsSchema,
        body: SuspendInstitutionSchema,
        response: { 200: Institution, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const institution = await suspendInstitution(
        app.store,
        staffActor(request),
        request.params.id,
        request.body.reason,
      );
      app.apiKeyCredentials.evictInstitutions(new Set([request.params.id]));
      return institution;
    },
  );

  app.post(
    '/api/admin/institutions/:id/members',
    {
      onRequest: reviewers,
      schema: {
        ...backOffice('addInstitutionMember', 'Add a member by e-mail'),
        params: IdParamsSchema,
        body: AddMemberSchema,
        response: { 201: Type.Ref('AdminInstitutionMember'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const member = await addMemberByEmail(app.store, staffActor(request), request.params.id, request.body);
      app.apiKeyCredentials.evictUser(member.userId);
      return reply.code(201).send(member);
    },
  );

  app.delete(
    '/api/admin/institutions/:id/members/:userId',
    {
      onRequest: reviewers,
      schema: {
        ...backOffice('removeInstitutionMember', 'Remove a member'),
        params: MemberParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(app.store, staffActor(request), request.params.id, request.params.userId);
      app.apiKeyCredentials.evictUser(request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/institutions/:id/documents/:documentId',
    {
      onRequest: readers,
      schema: {
        ...backOffice('downloadInstitutionDocument', 'Download an application document'),
        params: DocumentParamsSchema,
        response: {
          200: DOCUMENT_ATTACHMENT_RESPONSE,
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { document, bytes } = await documentForDownload(
        app.store,
        app.institutionDocuments.storage,
        request.params.id,
        request.params.documentId,
      );
      return sendDocumentAttachment(reply, document, bytes);
    },
  );
};

export default adminInstitutionRoutes;
