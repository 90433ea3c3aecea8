import type { Static } from 'typebox';
import { AppError, fill } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { InstitutionStatusSchema } from '../../schemas/institutions.ts';
import { normaliseInstitutionCode } from './institution-code.ts';
import { INSTITUTION_MESSAGES as M } from './messages.ts';

export type InstitutionStatusAnswer = Static<typeof InstitutionStatusSchema>;

/**
 * GET /api/v1/institutions/status/{code}: the code trimmed and matched in any case; the answer
 * carries only the fields of spec 001 §3's status response (no contact details, no documents).
 */
export async function institutionStatus(store: Store, rawCode: string): Promise<InstitutionStatusAnswer> {
  const code = normaliseInstitutionCode(rawCode);
  const found = code ? await store.institutions.findStatusByCode(code) : null;
  if (!found) throw new AppError('not_found', fill(M.institutionNotFound, { code: rawCode.trim() }));
  return {
    institutionName: found.institutionName,
    institutionCode: found.institutionCode,
    institutionType: found.institutionType,
    tierLevel: found.tierLevel,
    submittedAt: found.submittedAt.toISOString(),
    approvedAt: found.approvedAt ? found.approvedAt.toISOString() : null,
    isApproved: found.isApproved,
    isActive: found.isActive,
    currentApiUsage: found.currentApiUsage,
    apiQuotaLimit: found.apiQuotaLimit,
  };
}
