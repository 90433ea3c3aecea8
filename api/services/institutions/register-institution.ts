import type { Static } from 'typebox';
import { INSTITUTION_DOCUMENT_TYPES, type InstitutionDocumentType } from '../../../domain/enums.ts';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError, detail, type ErrorDetail, validationError } from '../../errors.ts';
import type { InstitutionDocument } from '../../repositories/institution-documents-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { RegistrationReceiptSchema } from '../../schemas/institutions.ts';
import { DOCUMENT_RULES } from './document-rules.ts';
import { newInstitutionCode } from './institution-code.ts';
import { checkRegistration, documentIdsOf, type RegistrationInput } from './registration-input.ts';
import { DEFAULT_TIER, TIER_MONTHLY_QUOTAS } from './tiers.ts';

export type RegistrationReceipt = Static<typeof RegistrationReceiptSchema>;

/** The documented answer: institutionId, institutionCode, status pending_approval, message. */
export const REGISTRATION_SUBMITTED =
  'Registration submitted successfully. Your application will be reviewed within 2-3 business days.';

const UNIQUE_VIOLATION = '23505';
const CODE_ATTEMPTS = 5;

/** What is wrong with the documents a registration names, per document (`documents.<type>`). */
function documentProblems(
  ids: Partial<Record<InstitutionDocumentType, string>>,
  rows: readonly InstitutionDocument[],
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const type of INSTITUTION_DOCUMENT_TYPES) {
    const rule = DOCUMENT_RULES[type];
    const path = `documents.${type}`;
    const params = { document: rule.label };
    const id = ids[type];
    if (!id) {
      if (rule.required) details.push(detail(path, fill(M.documentRequired, params)));
      continue;
    }
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) details.push(detail(path, fill(M.documentNotFound, params)));
    else if (row.documentType !== type) details.push(detail(path, fill(M.documentWrongType, params)));
    else if (row.institutionId !== null) details.push(detail(path, fill(M.documentAlreadyUsed, params)));
    else if (row.scanStatus === 'infected') details.push(detail(path, fill(M.documentInfected, params)));
    else if (row.scanStatus === 'pending') details.push(detail(path, fill(M.documentScanPending, params)));
    else if (row.scanStatus === 'failed') details.push(detail(path, fill(M.documentScanFailed, params)));
  }
  return details;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}

/**
 * POST /api/v1/institutions/register: checks the whole form again (field rules, then the named
 * documents: present when required, uploaded as that document, not used by another
 * registration, and clean or unscanned), refuses a registration number already registered
 * (409), then in one transaction stores the institution (pending approval, bronze tier and its
 * quota) under a fresh random code, attaches the documents and, when a signed-in user
 * registers, makes them its first member.
 */
export async function registerInstitution(
  store: Store,
  input: RegistrationInput,
  caller: { userId: string | null },
): Promise<RegistrationReceipt> {
  const checked = checkRegistration(input);
  const documentIds = documentIdsOf(input);
  return store.transaction(async (tx) => {
    const documents = tx.institutionDocuments;
    const rows = await documents.findForUpdate(Object.values(documentIds));
    const details = [...(checked.ok ? [] : checked.details), ...documentProblems(documentIds, rows)];
    if (!checked.ok || details.length > 0) throw validationError(details);
    const value = checked.value;

    const institutions = tx.institutions;
    const taken = () =>
      new AppError('conflict', fill(M.registrationNumberTaken, { registrationNumber: value.registrationNumber }));
    if (await institutions.registrationNumberTaken(value.registrationNumber)) throw taken();

    const stored = rows.filter((row) => Object.values(documentIds).includes(row.id));
    const documentsMap = Object.fromEntries(
      stored.map((row) => [
        row.documentType,
        {
          id: row.id,
          name: row.name,
          type: row.mediaType,
          size: row.size,
          status: 'completed',
          scanStatus: row.scanStatus,
        },
      ]),
    );

    let created: { id: string; institutionCode: string } | null = null;
    for (let attempt = 1; !created; attempt += 1) {
      try {
        // A savepoint: a colliding code or a concurrent twin registration undoes only this insert.
        created = await tx.transaction((savepoint) =>
          savepoint.institutions.insert({
            ...value,
            institutionCode: newInstitutionCode(),
            documents: documentsMap,
            tierLevel: DEFAULT_TIER,
            apiQuotaLimit: TIER_MONTHLY_QUOTAS[DEFAULT_TIER],
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'institutions_registration_number_key')) throw taken();
        if (!isUniqueViolation(error, 'institutions_institution_code_unique') || attempt >= CODE_ATTEMPTS) throw error;
      }
    }

    await documents.attach(
      stored.map((row) => row.id),
      created.id,
    );
    if (caller.userId) await institutions.addMember(created.id, caller.userId, 'owner');
    return {
      institutionId: created.id,
      institutionCode: created.institutionCode,
      status: 'pending_approval' as const,
      message: REGISTRATION_SUBMITTED,
    };
  });
}
