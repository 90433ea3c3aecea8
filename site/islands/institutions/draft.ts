import { DOCUMENT_TYPES, type DocumentType, type UploadedDocument } from './documents.ts';
import {
  AML_RISK_LEVELS,
  ANNUAL_REVENUES,
  COUNTRIES,
  DEFAULT_COUNTRY,
  EMPLOYEE_COUNTS,
  EMPTY_REGISTRATION,
  INSTITUTION_TYPES,
  type RegistrationValues,
  STEPS,
  type Step,
} from './registration-form.ts';

/**
 * The wizard's draft in the browser (issue 14: it survives a reload and is cleared after the
 * submission). Documents are kept by their server ids only, never their bytes; a document the
 * server has swept meanwhile (24 h) comes back as an error on that document at submission.
 * What is read back is checked field by field: the storage is the visitor's to edit.
 */
export const DRAFT_KEY = 'institution_registration_draft';
const VERSION = 1;

export interface Draft {
  values: RegistrationValues;
  documents: Partial<Record<DocumentType, UploadedDocument>>;
  step: Step;
  /** The furthest step reached, so completed steps stay one click away after a reload. */
  visited: Step;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the stored value of each known field when it has the field's type. */
function sameShape<T extends object>(template: T, stored: unknown): T {
  if (!isRecord(stored)) return template;
  const result = { ...template } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(template)) {
    const value = stored[key];
    if (isRecord(fallback)) result[key] = sameShape(fallback, value);
    else if (typeof value === typeof fallback) result[key] = value;
  }
  return result as T;
}

function readDocument(stored: unknown): UploadedDocument | null {
  if (!isRecord(stored)) return null;
  const { id, name, type, size, url } = stored;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof type !== 'string' || typeof size !== 'number') {
    return null;
  }
  return { id, name, type, size, status: 'completed', ...(typeof url === 'string' ? { url } : {}) };
}

/** A choice no longer (or never) offered falls back to the empty choice. */
function knownChoices(values: RegistrationValues): RegistrationValues {
  const pick = <T extends string>(value: string, choices: readonly T[], fallback: T | ''): T | '' =>
    (choices as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    ...values,
    institutionType: pick(values.institutionType, INSTITUTION_TYPES, ''),
    employeeCount: pick(values.employeeCount, EMPLOYEE_COUNTS, ''),
    annualRevenue: pick(values.annualRevenue, ANNUAL_REVENUES, ''),
    country: pick(values.country, COUNTRIES, DEFAULT_COUNTRY),
    riskAssessment: {
      ...values.riskAssessment,
      amlRiskLevel: pick(values.riskAssessment.amlRiskLevel, AML_RISK_LEVELS, ''),
    },
  };
}

export function loadDraft(storage: Storage | null = browserStorage()): Draft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== VERSION) return null;
  const documents: Draft['documents'] = {};
  const storedDocuments = isRecord(parsed.documents) ? parsed.documents : {};
  for (const type of DOCUMENT_TYPES) {
    const document = readDocument(storedDocuments[type]);
    if (document) documents[type] = document;
  }
  const step = STEPS.find((candidate) => candidate === parsed.step) ?? 1;
  const visited = STEPS.find((candidate) => candidate === parsed.visited && candidate >= step) ?? step;
  return { values: knownChoices(sameShape(EMPTY_REGISTRATION, parsed.values)), documents, step, visited };
}

export function saveDraft(draft: Draft, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ version: VERSION, ...draft }));
  } catch {
    // A full or disabled storage only loses the draft, never the form on screen.
  }
}

export function clearDraft(storage: Storage | null = browserStorage()): void {
  storage?.removeItem(DRAFT_KEY);
}
