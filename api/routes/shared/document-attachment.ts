import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';

/** The 200 of a document download, for the OpenAPI document. */
export const DOCUMENT_ATTACHMENT_RESPONSE = {
  description: 'The document, as an attachment',
  content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
} as const;

/**
 * Sends an application document as a download. The name is the uploader's: only safe
 * characters reach the plain `filename`, the whole name goes as RFC 5987 `filename*`.
 */
export function sendDocumentAttachment(
  reply: FastifyReply,
  document: { name: string; mediaType: string },
  bytes: Readable,
): FastifyReply {
  const ascii = document.name.replace(/[^\w.\- ]/g, '_');
  return reply
    .header('content-type', document.mediaType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
