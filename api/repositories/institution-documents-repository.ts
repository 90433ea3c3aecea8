import type { Knex } from 'knex';
import type { DocumentScanStatus, InstitutionDocumentType } from '../../domain/enums.ts';

/** An `institution_documents` row as PostgreSQL returns it (bigint as string). */
export interface InstitutionDocumentRow {
  id: string;
  document_type: InstitutionDocumentType;
  original_name: string;
  media_type: string;
  size_bytes: string | number;
  sha256: string;
  scan_status: DocumentScanStatus;
  scan_detail: string | null;
  scanned_at: Date | null;
  institution_id: string | null;
  attached_at: Date | null;
  uploaded_from: string | null;
  created_at: Date;
}

/** An uploaded registration document's metadata (its bytes are in the document store). */
export interface InstitutionDocument {
  id: string;
  documentType: InstitutionDocumentType;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  scanStatus: DocumentScanStatus;
  institutionId: string | null;
  uploadedAt: Date;
}

export interface NewInstitutionDocument {
  documentType: InstitutionDocumentType;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  scanStatus: DocumentScanStatus;
  uploadedFrom: string | null;
}

function toDocument(row: InstitutionDocumentRow): InstitutionDocument {
  return {
    id: row.id,
    documentType: row.document_type,
    name: row.original_name,
    mediaType: row.media_type,
    size: Number(row.size_bytes),
    sha256: row.sha256,
    scanStatus: row.scan_status,
    institutionId: row.institution_id,
    uploadedAt: row.created_at,
  };
}

/**
 * Registration documents' metadata: uploads, their scan verdicts, attachment to a submitted
 * registration and the sweep of uploads never attached.
 */
export function createInstitutionDocumentsRepository(db: Knex) {
  return {
    /**
     * Until the transaction ends, no other transaction stores or deletes these bytes: the sweep
     * cannot delete a file that an upload of the same content is about to reference.
     */
    async lockContent(sha256: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`institution-document:${sha256}`]);
    },

    async insert(document: NewInstitutionDocument): Promise<InstitutionDocument> {
      const [row] = (await db('institution_documents')
        .insert({
          document_type: document.documentType,
          original_name: document.name,
          media_type: document.mediaType,
          size_bytes: document.size,
          sha256: document.sha256,
          scan_status: document.scanStatus,
          uploaded_from: document.uploadedFrom,
        })
        .returning('*')) as InstitutionDocumentRow[];
      if (!row) throw new Error('institution document was not stored');
      return toDocument(row);
    },

    /** An institution's attached documents, oldest first (the back office's application view). */
    async listOfInstitution(institutionId: string): Promise<InstitutionDocument[]> {
      const rows: InstitutionDocumentRow[] = await db('institution_documents')
        .where({ institution_id: institutionId })
        .orderBy('created_at');
      return rows.map(toDocument);
    },

    async findById(id: string): Promise<InstitutionDocument | null> {
      const row: InstitutionDocumentRow | undefined = await db('institution_documents').where({ id }).first();
      return row ? toDocument(row) : null;
    },

    /** The documents a registration names, locked until its transaction ends. */
    async findForUpdate(ids: readonly string[]): Promise<InstitutionDocument[]> {
      if (ids.length === 0) return [];
      const rows: InstitutionDocumentRow[] = await db('institution_documents').whereIn('id', ids).forUpdate();
      return rows.map(toDocument);
    },

    async attach(ids: readonly string[], institutionId: string): Promise<void> {
      if (ids.length === 0) return;
      await db('institution_documents')
        .whereIn('id', ids)
        .update({ institution_id: institutionId, attached_at: db.fn.now() });
    },

    /** Queues the document's virus scan in the caller's transaction (graphile-worker). */
    async addScanJob(id: string, task: string, maxAttempts: number): Promise<void> {
      await db.raw(`select graphile_worker.add_job(?, json_build_object('documentId', ?::text), max_attempts => ?)`, [
        task,
        id,
        maxAttempts,
      ]);
    },

    /** Records a scan verdict unless a later one already did (a re-run job changes nothing). */
    async recordScan(id: string, status: DocumentScanStatus, detail: string | null): Promise<void> {
      await db('institution_documents')
        .where({ id, scan_status: 'pending' })
        .update({ scan_status: status, scan_detail: detail, scanned_at: db.fn.now() });
    },

    /** Uploads never attached to a registration and older than `age` (an SQL interval). */
    async listUnattachedOlderThan(age: string, limit: number): Promise<{ id: string; sha256: string }[]> {
      return db('institution_documents')
        .whereNull('institution_id')
        .andWhere('created_at', '<', db.raw('now() - ?::interval', [age]))
        .orderBy('created_at')
        .limit(limit)
        .select('id', 'sha256');
    },

    /** Deletes an upload if it is still unattached; true when it was. */
    async deleteUnattached(id: string): Promise<boolean> {
      const deleted = await db('institution_documents').where({ id }).whereNull('institution_id').delete();
      return deleted > 0;
    },

    /** Whether any document row still points at these bytes. */
    async contentInUse(sha256: string): Promise<boolean> {
      const row = await db('institution_documents').where({ sha256 }).first('id');
      return row !== undefined;
    },
  };
}

export type InstitutionDocumentsRepository = ReturnType<typeof createInstitutionDocumentsRepository>;
