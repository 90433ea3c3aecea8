/**
 * What the registration wizard holds and sends (the registration form's fields,
 * the contract in docs/design/institutions.md), and the step rules.
 * The server checks everything again; these rules only decide when Next is enabled.
 */

import { isEmailFormat } from '../../../domain/contact.ts';
import { INSTITUTION_TYPES, type InstitutionType } from '../../../domain/enums.ts';
import type { ApiBody } from '../../lib/api/schema.ts';

export { INSTITUTION_TYPES, type InstitutionType };

/** The body POST /api/v1/institutions/register takes, from the server's OpenAPI document. */
export type RegistrationBody = ApiBody<'/api/v1/institutions/register'>;

// The server keeps these three lists beside its typebox schemas, which an island must not
// import (typebox would come with them); the check below fails to compile if they differ.
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const ANNUAL_REVENUES = ['<100M', '100M-1B', '1B-10B', '10B+'] as const;
export const AML_RISK_LEVELS = ['low', 'medium', 'high'] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ChoicesMatchTheApi = [
  Holds<Same<(typeof EMPLOYEE_COUNTS)[number], NonNullable<RegistrationBody['employeeCount']>>>,
  Holds<Same<(typeof ANNUAL_REVENUES)[number], NonNullable<RegistrationBody['annualRevenue']>>>,
  Holds<
    Same<(typeof AML_RISK_LEVELS)[number], NonNullable<NonNullable<RegistrationBody['riskAssessment']>['amlRiskLevel']>>
  >,
];
/** The CEMAC member states; Cameroon first, the default. */
export const COUNTRIES = ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'] as const;
export const DEFAULT_COUNTRY = 'CM';
export const FIRST_YEAR = 1900;

export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
export type AnnualRevenue = (typeof ANNUAL_REVENUES)[number];
export type AmlRiskLevel = (typeof AML_RISK_LEVELS)[number];

export interface ComplianceValues {
  aml: boolean;
  kyc: boolean;
  dataProtection: boolean;
  cybersecurity: boolean;
}

/** Step 4's risk self-assessment: the spec names `riskAssessment` but gives it no inputs. */
export interface RiskAssessmentValues {
  amlRiskLevel: AmlRiskLevel | '';
  sanctionsScreening: boolean;
  pepScreening: boolean;
  transactionMonitoring: boolean;
  riskOfficer: string;
}

export interface RegistrationValues {
  institutionName: string;
  institutionType: InstitutionType | '';
  registrationNumber: string;
  headquarters: string;
  website: string;
  description: string;
  establishedYear: string;
  employeeCount: EmployeeCount | '';
  annualRevenue: AnnualRevenue | '';
  servicesOffered: string;
  targetMarkets: string;
  contactEmail: string;
  contactPhone: string;
  legalRepresentative: string;
  legalRepresentativeTitle: string;
  address: string;
  country: string;
  regulatoryLicense: string;
  compliance: ComplianceValues;
  riskAssessment: RiskAssessmentValues;
}

/** The text (and choice) fields, each on one step. */
export type TextFieldName = Exclude<keyof RegistrationValues, 'compliance' | 'riskAssessment'>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  institutionName: '',
  institutionType: '',
  registrationNumber: '',
  headquarters: '',
  website: '',
  description: '',
  establishedYear: '',
  employeeCount: '',
  annualRevenue: '',
  servicesOffered: '',
  targetMarkets: '',
  contactEmail: '',
  contactPhone: '',
  legalRepresentative: '',
  legalRepresentativeTitle: '',
  address: '',
  country: DEFAULT_COUNTRY,
  regulatoryLicense: '',
  compliance: { aml: false, kyc: false, dataProtection: false, cybersecurity: false },
  riskAssessment: {
    amlRiskLevel: '',
    sanctionsScreening: false,
    pepScreening: false,
    transactionMonitoring: false,
    riskOfficer: '',
  },
};

export const STEPS = [1, 2, 3, 4, 5] as const;
export type Step = (typeof STEPS)[number];
export const LAST_STEP: Step = 5;

/** The fields each step needs non-empty (trimmed) before Next. */
export const STEP_REQUIRED: Readonly<Record<1 | 2 | 4, readonly TextFieldName[]>> = {
  1: ['institutionName', 'institutionType', 'registrationNumber', 'headquarters', 'website'],
  2: ['contactEmail', 'contactPhone', 'legalRepresentative', 'legalRepresentativeTitle', 'address', 'country'],
  4: ['regulatoryLicense'],
};

/** Where each field is asked, so a server error on it brings the wizard back there. */
const FIELD_STEP: Readonly<Record<TextFieldName, Step>> = {
  institutionName: 1,
  institutionType: 1,
  registrationNumber: 1,
  headquarters: 1,
  website: 1,
  description: 1,
  establishedYear: 1,
  employeeCount: 1,
  annualRevenue: 1,
  servicesOffered: 1,
  targetMarkets: 1,
  contactEmail: 2,
  contactPhone: 2,
  legalRepresentative: 2,
  legalRepresentativeTitle: 2,
  address: 2,
  country: 2,
  regulatoryLicense: 4,
};

/** The step that asks for a server error's path (`documents.businessLicense`, `compliance.aml`…). */
export function stepOfPath(path: string): Step {
  const head = path.split('.')[0] ?? '';
  if (head === 'documents') return 3;
  if (head === 'compliance' || head === 'riskAssessment') return 4;
  return FIELD_STEP[head as TextFieldName] ?? LAST_STEP;
}

export const currentYear = (now: Date = new Date()): number => now.getFullYear();

export type FormatProblem = 'emailInvalid' | 'yearRange' | 'websiteInvalid' | 'phoneInvalid';

/** The server's own website and phone rules (domain/institution-contact.ts, loaded when needed). */
export interface ContactRules {
  websiteAddress: (raw: string) => string | null;
  institutionPhone: (raw: string) => string | null;
}

/**
 * What the wizard says before the server does, with the server's rules: a mistyped e-mail, a
 * year out of range, a website or a phone the registration would refuse.
 */
export function formatProblems(
  values: RegistrationValues,
  step: Step,
  rules: ContactRules,
  now = new Date(),
): Partial<Record<TextFieldName, FormatProblem>> {
  const problems: Partial<Record<TextFieldName, FormatProblem>> = {};
  if (step === 1 && values.establishedYear.trim() !== '') {
    const year = Number(values.establishedYear);
    if (!Number.isInteger(year) || year < FIRST_YEAR || year > currentYear(now)) problems.establishedYear = 'yearRange';
  }
  if (step === 1 && values.website.trim() !== '' && !rules.websiteAddress(values.website.trim())) {
    problems.website = 'websiteInvalid';
  }
  if (step === 2 && !isEmailFormat(values.contactEmail.trim())) problems.contactEmail = 'emailInvalid';
  if (step === 2 && values.contactPhone.trim() !== '' && !rules.institutionPhone(values.contactPhone)) {
    problems.contactPhone = 'phoneInvalid';
  }
  return problems;
}
