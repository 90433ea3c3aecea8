import type { InstitutionDocumentType } from '../../../domain/enums.ts';

/** A file format a registration document may come in, by its extension. */
export interface DocumentFormat {
  /** The canonical media type, answered as the document's `type`. */
  mediaType: string;
  /** What `file-type` reads in the bytes: old Word and Excel files are OLE containers (`cfb`). */
  detectedAs: string;
  /** Media types a browser may declare for such a file besides the canonical one. */
  declaredAlso: readonly string[];
}

export const DOCUMENT_FORMATS = {
  pdf: { mediaType: 'application/pdf', detectedAs: 'pdf', declaredAlso: ['application/x-pdf'] },
  jpg: { mediaType: 'image/jpeg', detectedAs: 'jpg', declaredAlso: ['image/jpg', 'image/pjpeg'] },
  jpeg: { mediaType: 'image/jpeg', detectedAs: 'jpg', declaredAlso: ['image/jpg', 'image/pjpeg'] },
  png: { mediaType: 'image/png', detectedAs: 'png', declaredAlso: [] },
  doc: { mediaType: 'application/msword', detectedAs: 'cfb', declaredAlso: ['application/x-cfb'] },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    detectedAs: 'docx',
    declaredAlso: [],
  },
  xls: { mediaType: 'application/vnd.ms-excel', detectedAs: 'cfb', declaredAlso: ['application/x-cfb'] },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    detectedAs: 'xlsx',
    declaredAlso: [],
  },
} as const satisfies Record<string, DocumentFormat>;

export type DocumentExtension = keyof typeof DOCUMENT_FORMATS;

export interface DocumentRule {
  /** The document's label as the form shows it ("Business License"), used in messages. */
  label: string;
  required: boolean;
  /** Extensions accepted (jpg includes jpeg). */
  formats: readonly ('pdf' | 'jpg' | 'png' | 'doc' | 'docx' | 'xls' | 'xlsx')[];
  maxBytes: number;
}

const MB = 1024 * 1024;

/**
 * The registration documents, their formats and 5 or 10 MB limits, enforced by the server (the
 * spec's screen only displayed them).
 */
export const DOCUMENT_RULES: Readonly<Record<InstitutionDocumentType, DocumentRule>> = {
  businessLicense: { label: 'Business License', required: true, formats: ['pdf', 'jpg', 'png'], maxBytes: 5 * MB },
  registrationCertificate: {
    label: 'Registration Certificate',
    required: true,
    formats: ['pdf', 'jpg', 'png'],
    maxBytes: 5 * MB,
  },
  financialServicesLicense: {
    label: 'Financial Services License',
    required: true,
    formats: ['pdf'],
    maxBytes: 10 * MB,
  },
  amlKycPolicy: { label: 'AML/KYC Policy', required: true, formats: ['pdf', 'doc', 'docx'], maxBytes: 10 * MB },
  financialStatements: {
    label: 'Financial Statements',
    required: false,
    formats: ['pdf', 'xls', 'xlsx'],
    maxBytes: 10 * MB,
  },
};

/** The largest document any rule accepts: the multipart parser's own ceiling. */
export const LARGEST_DOCUMENT_BYTES = Math.max(...Object.values(DOCUMENT_RULES).map((rule) => rule.maxBytes));

/** The extension of a file name, lower case, when it is one of ours. */
export function extensionOf(fileName: string): DocumentExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  return extension && extension in DOCUMENT_FORMATS ? (extension as DocumentExtension) : null;
}

/** Whether a rule accepts an extension (`jpeg` counts as `jpg`). */
export function acceptsExtension(rule: DocumentRule, extension: DocumentExtension): boolean {
  const normalised = extension === 'jpeg' ? 'jpg' : extension;
  return (rule.formats as readonly string[]).includes(normalised);
}

/** How a size limit reads in messages: "5 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}
