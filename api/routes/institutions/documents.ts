import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '../../../domain/error-codes.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../schemas/error.ts';
import { DocumentUploadFormSchema, UploadedDocumentSchema } from '../../schemas/institutions.ts';
import { LARGEST_DOCUMENT_BYTES } from '../../services/institutions/document-rules.ts';
import {
  discardStagedDocument,
  isFileSystemError,
  type StagedDocument,
  saveStagedDocument,
  stageDocument,
} from '../../services/institutions/upload-document.ts';

/** @fastify/multipart's refusals of the form's shape, as ours. */
const MULTIPART_REFUSALS: Record<string, ErrorCode> = {
  FST_PARTS_LIMIT: 'bad_request',
  FST_FILES_LIMIT: 'bad_request',
  FST_FIELDS_LIMIT: 'bad_request',
  FST_PROTO_VIOLATION: 'bad_request',
};

/**
 * Registration document uploads (issue 14). Multipart is parsed only in this plugin's scope,
 * streamed (never buffered): `documentType` first, then one `file` part. The parser's limits
 * allow one short field and one file no larger than the largest document; each document's own
 * limit is enforced by the service as the bytes arrive.
 */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: {
      fields: 1,
      files: 1,
      parts: 2,
      fieldNameSize: 100,
      fieldSize: 100,
      headerPairs: 20,
      // One byte over the largest limit: the service's own count is what refuses.
      fileSize: LARGEST_DOCUMENT_BYTES + 1,
    },
  });

  app.post(
    '/api/v1/institutions/documents',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' }, sessionless: true },
      // The body is a stream read by the handler; the schema below documents it.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadInstitutionDocument',
        security: [],
        tags: ['Institutions'],
        summary: 'Upload a registration document',
        description:
          'Stores one document of an institution registration as multipart/form-data: the `documentType` field first, then the `file` part. The type is decided from the bytes and must match the name’s extension and the declared type; Business License and Registration Certificate accept pdf, jpg or png up to 5 MB, Financial Services License pdf up to 10 MB, AML/KYC Policy pdf, doc or docx up to 10 MB, Financial Statements pdf, xls or xlsx up to 10 MB. A file over its limit is refused while it arrives (413). The answer’s `id` goes into the registration’s documents map; uploads not part of a submitted registration within 24 hours are deleted. With a virus scanner configured the document is scanned (`scanStatus` pending, then clean or infected); otherwise it stays `unscanned`.',
        consumes: ['multipart/form-data'],
        body: DocumentUploadFormSchema,
        response: {
          201: UploadedDocumentSchema,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', M.uploadNotMultipart);
      const services = app.institutionDocuments;
      let documentType: string | undefined;
      let staged: StagedDocument | null = null;
      try {
        // Every part is read: a second file or any extra part is refused, never ignored.
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'documentType' || staged) throw new AppError('bad_request', M.uploadTooManyParts);
            documentType = String(part.value);
            continue;
          }
          if (staged || part.fieldname !== 'file') {
            part.file.destroy();
            throw new AppError('bad_request', staged ? M.uploadTooManyParts : M.documentFileRequired);
          }
          staged = await stageDocument(services, {
            documentType,
            fileName: part.filename,
            declaredType: part.mimetype,
            stream: part.file,
          });
        }
      } catch (error) {
        if (staged) await discardStagedDocument(staged);
        if (error instanceof AppError || isFileSystemError(error)) throw error;
        const code = MULTIPART_REFUSALS[(error as { code?: string }).code ?? ''];
        throw new AppError(code ?? 'bad_request', code ? M.uploadTooManyParts : M.uploadMalformed, { cause: error });
      }
      if (!staged) {
        throw new AppError('bad_request', documentType === undefined ? M.documentTypeRequired : M.documentFileRequired);
      }
      try {
        const document = await saveStagedDocument(app.store, services, staged, request.ip || null);
        request.log.info(
          { documentId: document.id, documentType: document.documentType },
          'institution document uploaded',
        );
        return reply.code(201).send(document);
      } finally {
        await discardStagedDocument(staged);
      }
    },
  );
};

export default documentRoutes;
