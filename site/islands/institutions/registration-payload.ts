import { completedDocuments, type DocumentStates } from './documents.ts';
import type { AmlRiskLevel, RegistrationBody, RegistrationValues } from './registration-form.ts';

const trimmed = (text: string): string => text.trim();
/** Optional text: left out when blank rather than sent empty. */
const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/**
 * The body of POST /api/v1/institutions/register: the whole form, the
 * documents map by server ids and submittedAt. Optional answers left blank are omitted.
 */
export function registrationPayload(
  values: RegistrationValues,
  documents: DocumentStates,
  now = new Date(),
): RegistrationBody {
  const year = optional(values.establishedYear);
  // The type and the risk level are chosen before the review step can be reached (step-rules.ts).
  const institutionType = values.institutionType as RegistrationBody['institutionType'];
  const amlRiskLevel = values.riskAssessment.amlRiskLevel as AmlRiskLevel;
  const body: RegistrationBody = {
    institutionName: trimmed(values.institutionName),
    institutionType,
    registrationNumber: trimmed(values.registrationNumber),
    website: trimmed(values.website),
    headquarters: trimmed(values.headquarters),
    contactEmail: trimmed(values.contactEmail),
    contactPhone: trimmed(values.contactPhone),
    address: trimmed(values.address),
    country: values.country,
    legalRepresentative: trimmed(values.legalRepresentative),
    legalRepresentativeTitle: trimmed(values.legalRepresentativeTitle),
    description: optional(values.description),
    establishedYear: year === undefined ? undefined : Number(year),
    employeeCount: values.employeeCount || undefined,
    annualRevenue: values.annualRevenue || undefined,
    servicesOffered: optional(values.servicesOffered),
    targetMarkets: optional(values.targetMarkets),
    regulatoryLicense: trimmed(values.regulatoryLicense),
    compliance: { ...values.compliance },
    riskAssessment: {
      ...values.riskAssessment,
      amlRiskLevel,
      riskOfficer: trimmed(values.riskAssessment.riskOfficer),
    },
    documents: completedDocuments(documents),
    submittedAt: now.toISOString(),
  };
  // JSON drops undefined members; this makes the object itself say so (tests compare it).
  return JSON.parse(JSON.stringify(body)) as RegistrationBody;
}
