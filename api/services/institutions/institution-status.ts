import type { Static } from 'typebox';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { InstitutionStatusSchema } from '../../schemas/institutions.ts';
import { normaliseInstitutionCode } from './institution-code.ts';

export type InstitutionStatusAnswer = Static<typeof InstitutionStatusSchema>;

/**
 * GET /api/v1/institutions/status/{code}: the code trimmed and matched in any case; the answer
 * carries only the status response's fields (name, code, type, tier, dates, flags, usage and
 * quota; no contact details, no documents).
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
