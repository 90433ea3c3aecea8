import type { Static } from 'typebox';
import { isEmailFormat } from '../../../domain/contact.ts';
import { INSTITUTION_DOCUMENT_TYPES, type InstitutionDocumentType } from '../../../domain/enums.ts';
import { institutionPhone, websiteAddress } from '../../../domain/institution-contact.ts';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { CEMAC_CALLING_CODES } from '../../../domain/phone.ts';
import { detail, type ErrorDetail } from '../../errors.ts';
import type { NewInstitution } from '../../repositories/institutions-repository.ts';
import { REGISTRATION_LIMITS, type RegisterInstitutionSchema } from '../../schemas/institutions.ts';

export type RegistrationInput = Static<typeof RegisterInstitutionSchema>;

/** The registration once every field rule has passed (documents are checked against their rows). */
export type CheckedRegistration = Omit<
  NewInstitution,
  'institutionCode' | 'institutionType' | 'compliance' | 'riskAssessment' | 'documents' | 'tierLevel' | 'apiQuotaLimit'
> & {
  institutionType: RegistrationInput['institutionType'];
  compliance: { aml: true; kyc: true; dataProtection: true; cybersecurity: boolean };
  riskAssessment: {
    amlRiskLevel: NonNullable<NonNullable<RegistrationInput['riskAssessment']>['amlRiskLevel']>;
    sanctionsScreening: boolean;
    pepScreening: boolean;
    transactionMonitoring: boolean;
    riskOfficer: string;
  };
};

/** The document ids the registration names, by document type (only ids are trusted). */
export function documentIdsOf(input: RegistrationInput): Partial<Record<InstitutionDocumentType, string>> {
  const ids: Partial<Record<InstitutionDocumentType, string>> = {};
  for (const type of INSTITUTION_DOCUMENT_TYPES) {
    const id = input.documents[type]?.id;
    if (id) ids[type] = id.toLowerCase();
  }
  return ids;
}

const CEMAC = Object.keys(CEMAC_CALLING_CODES);

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** A list field from a list or from one comma- or line-separated text: trimmed, no blanks or repeats. */
function list(value: string | string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(/[,\n]/);
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/** The Douala calendar year now (the upper bound of establishedYear). */
export function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Africa/Douala' }).format(now));
}

const CONFIRMATIONS = [
  ['aml', 'AML compliance'],
  ['kyc', 'KYC compliance'],
  ['dataProtection', 'Data protection compliance'],
] as const;

/**
 * Every field rule of the registration form, again on the server: the
 * schema has checked types, lengths and choices; this checks what must not be blank after
 * trimming, the e-mail, phone, website, country, year range, lists and the compliance
 * confirmations. Returns the cleaned registration, or the details of every failing field.
 */
export function checkRegistration(
  input: RegistrationInput,
): { ok: true; value: CheckedRegistration } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const required = (path: string, value: string | undefined, message: Parameters<typeof detail>[1]) => {
    const cleaned = clean(value);
    if (!cleaned) details.push(detail(path, message));
    return cleaned;
  };

  const institutionName = required('institutionName', input.institutionName, M.institutionNameRequired);
  const registrationNumber = required('registrationNumber', input.registrationNumber, M.registrationNumberRequired);
  const headquarters = required('headquarters', input.headquarters, M.headquartersRequired);
  const address = required('address', input.address, M.addressRequired);
  const legalRepresentative = required('legalRepresentative', input.legalRepresentative, M.legalRepresentativeRequired);
  const legalRepresentativeTitle = required(
    'legalRepresentativeTitle',
    input.legalRepresentativeTitle,
    M.legalRepresentativeTitleRequired,
  );
  const regulatoryLicense = required('regulatoryLicense', input.regulatoryLicense, M.regulatoryLicenseRequired);

  const rawWebsite = required('website', input.website, M.websiteRequired);
  const site = rawWebsite ? websiteAddress(rawWebsite) : null;
  if (rawWebsite && !site) details.push(detail('website', M.websiteInvalid));

  const contactEmail = required('contactEmail', input.contactEmail, M.contactEmailRequired);
  if (contactEmail && !isEmailFormat(contactEmail)) details.push(detail('contactEmail', M.contactEmailInvalid));

  const rawPhone = required('contactPhone', input.contactPhone, M.contactPhoneRequired);
  const contactPhone = rawPhone ? institutionPhone(rawPhone) : null;
  if (rawPhone && !contactPhone) details.push(detail('contactPhone', M.contactPhoneInvalid));

  const country = clean(input.country).toUpperCase() || 'CM';
  if (!CEMAC.includes(country)) {
    details.push(detail('country', fill(M.countryInvalid, { allowed: CEMAC.join(', ') })));
  }

  const year = input.establishedYear ?? null;
  const latest = currentYear();
  if (year !== null && (year < 1900 || year > latest)) {
    details.push(detail('establishedYear', fill(M.establishedYearRange, { min: 1900, max: latest })));
  }

  const servicesOffered = list(input.servicesOffered);
  const targetMarkets = list(input.targetMarkets);
  for (const [path, items] of [
    ['servicesOffered', servicesOffered],
    ['targetMarkets', targetMarkets],
  ] as const) {
    if (
      items.length > REGISTRATION_LIMITS.listItems ||
      items.some((item) => item.length > REGISTRATION_LIMITS.listItem)
    ) {
      details.push(
        detail(
          path,
          fill(M.listTooLong, {
            field: path,
            limit: REGISTRATION_LIMITS.listItems,
            length: REGISTRATION_LIMITS.listItem,
          }),
        ),
      );
    }
  }

  for (const [key, label] of CONFIRMATIONS) {
    if (input.compliance?.[key] !== true) {
      details.push(detail(`compliance.${key}`, fill(M.complianceRequired, { confirmation: label })));
    }
  }
  const risk = input.riskAssessment ?? {};
  const amlRiskLevel = risk.amlRiskLevel;
  if (!amlRiskLevel) details.push(detail('riskAssessment.amlRiskLevel', M.amlRiskLevelRequired));
  const riskOfficer = clean(risk.riskOfficer);
  if (!riskOfficer) details.push(detail('riskAssessment.riskOfficer', M.riskOfficerRequired));

  if (details.length > 0 || !amlRiskLevel) return { ok: false, details };
  return {
    ok: true,
    value: {
      institutionName,
      institutionType: input.institutionType,
      registrationNumber,
      website: site as string,
      headquarters,
      contactEmail,
      contactPhone: contactPhone as string,
      address,
      country,
      legalRepresentative,
      legalRepresentativeTitle,
      description: clean(input.description) || null,
      establishedYear: year,
      employeeCount: input.employeeCount ?? null,
      annualRevenue: input.annualRevenue ?? null,
      servicesOffered,
      targetMarkets,
      regulatoryLicense,
      compliance: {
        aml: true,
        kyc: true,
        dataProtection: true,
        cybersecurity: input.compliance?.cybersecurity === true,
      },
      riskAssessment: {
        amlRiskLevel,
        sanctionsScreening: risk.sanctionsScreening === true,
        pepScreening: risk.pepScreening === true,
        transactionMonitoring: risk.transactionMonitoring === true,
        riskOfficer,
      },
    },
  };
}
