import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Store } from '../../repositories/store.ts';
import { clamscanScanner, type DocumentScanner } from './document-scanner.ts';
import { type DocumentStorage, localDocumentStorage } from './document-storage.ts';

/** graphile-worker task names of the registration documents. */
export const DOCUMENT_JOBS = {
  scan: 'scan_institution_document',
  sweepUploads: 'sweep_institution_uploads',
} as const;

/** Tries of one scan before the document is marked `failed` (the applicant uploads it again). */
export const SCAN_MAX_ATTEMPTS = 5;

/** An upload not attached to a submitted registration within this is swept (issue 14). */
export const UNATTACHED_UPLOAD_LIFETIME = '24 hours';

/** The document store and the scanner, as the API and the worker both build them from config. */
export interface DocumentServices {
  storage: DocumentStorage;
  /** Null without CLAMSCAN_PATH: documents are kept `unscanned`. */
  scanner: DocumentScanner | null;
}

export function documentServices(config: AppConfig): DocumentServices {
  return {
    storage: localDocumentStorage(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads')),
    scanner: config.CLAMSCAN_PATH
      ? clamscanScanner({ path: config.CLAMSCAN_PATH, database: config.CLAMSCAN_DB })
      : null,
  };
}

export interface DocumentJobContext {
  store: Store;
  documents: DocumentServices;
  log: FastifyBaseLogger;
}

/**
 * The scan job: reads the stored bytes, records clean or infected. A scanner failure throws so
 * graphile-worker tries again with its backoff; the last try records `failed` instead.
 */
export async function scanDocument(
  ctx: DocumentJobContext,
  documentId: string,
  run: { attempt: number; maxAttempts: number },
): Promise<void> {
  const documents = ctx.store.institutionDocuments;
  const document = await documents.findById(documentId);
  if (document?.scanStatus !== 'pending') return;
  const { scanner, storage } = ctx.documents;
  if (!scanner) {
    await documents.recordScan(documentId, 'unscanned', null);
    return;
  }
  try {
    const bytes = await storage.get(document.sha256);
    if (!bytes) throw new Error('the stored document is missing');
    const verdict = await scanner.scan(bytes);
    if (verdict.status === 'infected') {
      ctx.log.warn({ documentId, signature: verdict.signature }, 'uploaded institution document is infected');
      await documents.recordScan(documentId, 'infected', verdict.signature);
    } else {
      await documents.recordScan(documentId, 'clean', null);
    }
  } catch (error) {
    if (run.attempt < run.maxAttempts) throw error;
    ctx.log.error({ err: error, documentId }, 'institution document could not be scanned');
    await documents.recordScan(documentId, 'failed', error instanceof Error ? error.message.slice(0, 500) : null);
  }
}

/**
 * The hourly sweep: uploads never attached to a registration within 24 h are deleted, and
 * their bytes too unless another document row holds the same content. Each deletion takes the
 * content's lock, which uploads of the same bytes also take.
 */
export async function sweepUnattachedUploads(ctx: DocumentJobContext, batch = 500): Promise<number> {
  const stale = await ctx.store.institutionDocuments.listUnattachedOlderThan(UNATTACHED_UPLOAD_LIFETIME, batch);
  let swept = 0;
  for (const upload of stale) {
    await ctx.store.transaction(async (tx) => {
      const documents = tx.institutionDocuments;
      await documents.lockContent(upload.sha256);
      if (!(await documents.deleteUnattached(upload.id))) return;
      swept += 1;
      if (!(await documents.contentInUse(upload.sha256))) await ctx.documents.storage.delete(upload.sha256);
    });
  }
  return swept;
}
