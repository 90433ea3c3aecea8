import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Static } from 'typebox';
import { INSTITUTION_DOCUMENT_TYPES, type InstitutionDocumentType } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { UploadedDocumentSchema } from '../../schemas/institutions.ts';
import { DOCUMENT_JOBS, type DocumentServices, SCAN_MAX_ATTEMPTS } from './document-jobs.ts';
import { acceptsExtension, DOCUMENT_FORMATS, DOCUMENT_RULES, extensionOf, megabytes } from './document-rules.ts';

export type UploadedDocument = Static<typeof UploadedDocumentSchema>;

/** One file part as the route hands it over: the stream is consumed or destroyed here. */
export interface IncomingDocument {
  documentType: string | undefined;
  fileName: string;
  declaredType: string;
  stream: Readable;
}

/** Thrown while the bytes stream in, past the document's limit. */
class TooLarge extends Error {}

/** Hashes and counts the bytes on their way to the spool file; stops past `maxBytes`. */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new TooLarge());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/** The name as shown back: its last path segment, without control characters, well-formed. */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.replaceAll('\\', '/').split('/').pop() ?? '';
  const printable = [...lastSegment.toWellFormed()]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  return printable.length > 255 ? printable.slice(-255) : printable;
}

export function isFileSystemError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET' && code !== 'EPIPE';
}

function mediaTypeOf(declared: string): string {
  return declared.split(';')[0]?.trim().toLowerCase() ?? '';
}

function documentTypeOf(value: string | undefined): InstitutionDocumentType {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw validationError([detail('documentType', M.documentTypeRequired)]);
  if (!(INSTITUTION_DOCUMENT_TYPES as readonly string[]).includes(trimmed)) {
    throw validationError([
      detail('documentType', fill(M.documentTypeUnknown, { allowed: INSTITUTION_DOCUMENT_TYPES.join(', ') })),
    ]);
  }
  return trimmed as InstitutionDocumentType;
}

/** A document whose bytes passed every check, waiting in its spool file to be saved. */
export interface StagedDocument {
  documentType: InstitutionDocumentType;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  spool: string;
}

/**
 * Receives one registration document's bytes and checks them (enforced here):
 * the document type decides the accepted formats and the size limit; the name's extension
 * must be one of them, the declared media type must agree with it, the bytes (read by
 * `file-type`) must be what the extension says, and a file over the limit is refused as soon
 * as its bytes pass it. The stream is consumed or destroyed whatever happens; a refused file
 * leaves no spool file behind.
 */
export async function stageDocument(services: DocumentServices, incoming: IncomingDocument): Promise<StagedDocument> {
  const { stream } = incoming;
  let spool: string | null = null;
  try {
    const documentType = documentTypeOf(incoming.documentType);
    const rule = DOCUMENT_RULES[documentType];
    const name = cleanFileName(incoming.fileName);
    if (!name) throw validationError([detail('file', M.documentNameRequired)]);
    const formats = rule.formats.join(', ');
    const extension = extensionOf(name);
    if (!extension || !acceptsExtension(rule, extension)) {
      throw new AppError(
        'unsupported_media_type',
        fill(M.documentFormatNotAccepted, { document: rule.label, formats }),
      );
    }
    const format = DOCUMENT_FORMATS[extension];
    const declared = mediaTypeOf(incoming.declaredType);
    // No Content-Type on a part reads as text/plain (RFC 7578), and browsers send
    // application/octet-stream for types they do not know: neither declares anything.
    const declaredAgrees =
      declared === '' ||
      declared === 'application/octet-stream' ||
      declared === 'text/plain' ||
      declared === format.mediaType ||
      (format.declaredAlso as readonly string[]).includes(declared);
    if (!declaredAgrees) {
      throw new AppError('unsupported_media_type', fill(M.documentDeclaredTypeMismatch, { declared, extension }));
    }

    await mkdir(services.storage.spoolDir, { recursive: true });
    spool = path.join(services.storage.spoolDir, `${randomUUID()}.part`);
    const measure = new Measure(rule.maxBytes);
    try {
      await pipeline(stream, measure, createWriteStream(spool));
    } catch (error) {
      if (error instanceof TooLarge) {
        // The answer goes out now; closing the connection spares reading the rest of the body.
        throw new AppError(
          'payload_too_large',
          fill(M.documentTooLarge, { document: rule.label, limit: megabytes(rule.maxBytes) }),
          { headers: { connection: 'close' } },
        );
      }
      // The file system failing is ours (500); anything else is the body breaking off or
      // malformed multipart (busboy's "Unexpected end of form"), which is the caller's.
      if (isFileSystemError(error)) throw error;
      throw new AppError('bad_request', M.uploadMalformed, { cause: error });
    }
    if (measure.size === 0) throw validationError([detail('file', M.documentEmpty)]);
    const detected = await fileTypeFromFile(spool);
    if (detected?.ext !== format.detectedAs) {
      throw new AppError('unsupported_media_type', fill(M.documentContentMismatch, { extension }));
    }
    return {
      documentType,
      name,
      mediaType: format.mediaType,
      size: measure.size,
      sha256: measure.hash.digest('hex'),
      spool,
    };
  } catch (error) {
    if (spool) await rm(spool, { force: true });
    throw error;
  } finally {
    // Whatever happened, the part is not left half-read (a 413 closes the connection instead).
    if (!stream.destroyed && !stream.readableEnded) stream.destroy();
  }
}

/** Removes a staged document's spool file (saved or not: a saved one was moved away). */
export async function discardStagedDocument(staged: StagedDocument): Promise<void> {
  await rm(staged.spool, { force: true });
}

/**
 * Saves a staged document: the bytes to the document store under their SHA-256, the metadata
 * to `institution_documents`, and a scan job with it when a scanner is configured.
 */
export async function saveStagedDocument(
  store: Store,
  services: DocumentServices,
  staged: StagedDocument,
  uploadedFrom: string | null,
): Promise<UploadedDocument> {
  const scanStatus = services.scanner ? 'pending' : 'unscanned';
  const stored = await store.transaction(async (tx) => {
    const documents = tx.institutionDocuments;
    await documents.lockContent(staged.sha256);
    await services.storage.put(staged.sha256, staged.spool);
    const document = await documents.insert({
      documentType: staged.documentType,
      name: staged.name,
      mediaType: staged.mediaType,
      size: staged.size,
      sha256: staged.sha256,
      scanStatus,
      uploadedFrom,
    });
    if (services.scanner) await documents.addScanJob(document.id, DOCUMENT_JOBS.scan, SCAN_MAX_ATTEMPTS);
    return document;
  });
  return {
    id: stored.id,
    documentType: stored.documentType,
    name: stored.name,
    type: stored.mediaType,
    size: stored.size,
    scanStatus: stored.scanStatus,
    uploadedAt: stored.uploadedAt.toISOString(),
  };
}
