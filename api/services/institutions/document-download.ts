import type { Readable } from 'node:stream';
import type { DocumentScanStatus } from '../../../domain/enums.ts';
import { ADMIN_MESSAGES as A } from '../../../domain/messages/admin.ts';
import { AppError } from '../../errors.ts';
import type { InstitutionDocument } from '../../repositories/institution-documents-repository.ts';
import type { DocumentStorage } from './document-storage.ts';

/**
 * The one rule for letting an application document's bytes out, to staff and to the
 * institution's members alike: only once the virus scan passed (pending, infected, failed and
 * unscanned files stay in).
 */
export function isDownloadable(scanStatus: DocumentScanStatus): boolean {
  return scanStatus === 'clean';
}

/** The document's bytes, or the refusal that rule gives (409), or 404 when the store lost them. */
export async function downloadableBytes(storage: DocumentStorage, document: InstitutionDocument): Promise<Readable> {
  if (!isDownloadable(document.scanStatus)) throw new AppError('conflict', A.documentNotClean);
  const bytes = await storage.get(document.sha256);
  if (!bytes) throw new AppError('not_found', A.documentMissing);
  return bytes;
}
