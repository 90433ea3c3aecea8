import { INSTITUTION_DOCUMENT_TYPES, type InstitutionDocumentType } from '../../../domain/enums.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';

/**
 * The wizard's documents (the contract's table): which are required, what the
 * file picker offers and how large each may be. The server decides by the file's bytes and
 * refuses the rest; these only guide the picker and spare a 10 MB upload bound to fail.
 */
export const DOCUMENT_TYPES = INSTITUTION_DOCUMENT_TYPES;
export type DocumentType = InstitutionDocumentType;

const MB = 1024 * 1024;

interface DocumentRule {
  required: boolean;
  /** Extensions, as the hint shows them. */
  formats: readonly string[];
  /** The file input's `accept`: extensions and their media types. */
  accept: string;
  maxMb: number;
}

const PDF = '.pdf,application/pdf';
const IMAGES = '.jpg,.jpeg,image/jpeg,.png,image/png';
const WORD = '.doc,application/msword,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXCEL = '.xls,application/vnd.ms-excel,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DOCUMENT_RULES: Readonly<Record<DocumentType, DocumentRule>> = {
  businessLicense: { required: true, formats: ['PDF', 'JPG', 'PNG'], accept: `${PDF},${IMAGES}`, maxMb: 5 },
  registrationCertificate: { required: true, formats: ['PDF', 'JPG', 'PNG'], accept: `${PDF},${IMAGES}`, maxMb: 5 },
  financialServicesLicense: { required: true, formats: ['PDF'], accept: PDF, maxMb: 10 },
  amlKycPolicy: { required: true, formats: ['PDF', 'DOC', 'DOCX'], accept: `${PDF},${WORD}`, maxMb: 10 },
  financialStatements: { required: false, formats: ['PDF', 'XLS', 'XLSX'], accept: `${PDF},${EXCEL}`, maxMb: 10 },
};

export const maxBytes = (type: DocumentType): number => DOCUMENT_RULES[type].maxMb * MB;

/** A document the server accepted: what the draft keeps and the registration sends. */
export interface UploadedDocument {
  id: string;
  name: string;
  type: string;
  size: number;
  status: 'completed';
  url?: string;
}

/** The server's answer to an upload (POST /api/v1/institutions/documents). */
export type DocumentUploadAnswer = ApiAnswer<'/api/v1/institutions/documents', 'post'>;

/** One document's state on screen: uploading → completed or error. */
export type DocumentState =
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'error'; name: string; message: string }
  | ({ status: 'completed' } & UploadedDocument);

export type DocumentStates = Partial<Record<DocumentType, DocumentState>>;

export const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Step 3 is complete when every required document has been accepted. */
export function documentsComplete(states: DocumentStates): boolean {
  return DOCUMENT_TYPES.every((type) => !DOCUMENT_RULES[type].required || states[type]?.status === 'completed');
}

/** The documents map sent with the registration: accepted documents only, by their server ids. */
export function completedDocuments(states: DocumentStates): Partial<Record<DocumentType, UploadedDocument>> {
  const map: Partial<Record<DocumentType, UploadedDocument>> = {};
  for (const type of DOCUMENT_TYPES) {
    const state = states[type];
    if (state?.status !== 'completed') continue;
    const { id, name, type: mediaType, size, url } = state;
    map[type] = { id, name, type: mediaType, size, status: 'completed', ...(url ? { url } : {}) };
  }
  return map;
}
