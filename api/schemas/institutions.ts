import Type from 'typebox';
import { INSTITUTION_DOCUMENT_TYPES } from '../../domain/enums.ts';
import {
  DocumentScanStatusSchema,
  InstitutionDocumentTypeSchema,
  InstitutionTypeSchema,
  TierLevelSchema,
} from './enums.ts';

/** The registration form's choices (types, employee counts, revenue bands, countries). */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const ANNUAL_REVENUES = ['<100M', '100M-1B', '1B-10B', '10B+'] as const;
export const AML_RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** Generous for people, tight enough to keep a registration row readable. */
export const REGISTRATION_LIMITS = { text: 200, longText: 2000, email: 254, phone: 30, listItems: 20, listItem: 100 };

const text = (examples: string[], maxLength = REGISTRATION_LIMITS.text) => Type.String({ maxLength, examples });

/** A document as stored: the upload's answer (`id` is what the registration names). */
export const UploadedDocumentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', examples: ['3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f'] }),
    documentType: InstitutionDocumentTypeSchema,
    name: Type.String({ examples: ['business-licence.pdf'] }),
    type: Type.String({ examples: ['application/pdf'] }),
    size: Type.Integer({ minimum: 1, examples: [482133] }),
    scanStatus: DocumentScanStatusSchema,
    uploadedAt: Type.String({ format: 'date-time', examples: ['2026-11-25T09:15:00.000Z'] }),
  },
  { description: 'The stored document; its id goes into the registration’s documents map' },
);

/** The multipart form of an upload, for the OpenAPI document (the route reads the stream itself). */
export const DocumentUploadFormSchema = Type.Object({
  documentType: Type.Enum(INSTITUTION_DOCUMENT_TYPES, {
    description: 'Which document this is; send this field before the file',
  }),
  file: Type.String({
    format: 'binary',
    description:
      'The file: Business License and Registration Certificate pdf, jpg or png up to 5 MB; Financial Services License pdf up to 10 MB; AML/KYC Policy pdf, doc or docx up to 10 MB; Financial Statements pdf, xls or xlsx up to 10 MB',
  }),
});

/** What the wizard sends back about each uploaded document; only `id` is trusted. */
const RegistrationDocumentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.Optional(Type.String({ maxLength: 300 })),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  url: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});

/** A list field: a list of strings, or one comma- or line-separated text. */
// The text first: Ajv's array coercion would otherwise turn "CM, GA" into ["CM, GA"].
const ListSchema = Type.Union([
  Type.String({ maxLength: REGISTRATION_LIMITS.longText }),
  Type.Array(Type.String({ maxLength: REGISTRATION_LIMITS.listItem }), { maxItems: REGISTRATION_LIMITS.listItems }),
  Type.Null(),
]);

export const RegisterInstitutionSchema = Type.Object({
  institutionName: text(['Banque Atlantique Cameroun']),
  institutionType: InstitutionTypeSchema,
  registrationNumber: text(['RC/DLA/2015/B/1234']),
  website: text(['https://www.banque-atlantique.cm']),
  headquarters: text(['Douala']),
  contactEmail: Type.String({ maxLength: REGISTRATION_LIMITS.email, examples: ['compliance@banque-atlantique.cm'] }),
  contactPhone: Type.String({
    maxLength: REGISTRATION_LIMITS.phone,
    description:
      '237 followed by 9 digits, or another CEMAC country’s number with its country code (spaces and + ignored)',
    examples: ['237233421500'],
  }),
  address: text(['Boulevard de la Liberté, Akwa, Douala']),
  country: Type.Optional(
    Type.String({ maxLength: 2, description: 'ISO 3166 code of a CEMAC country; CM when omitted', examples: ['CM'] }),
  ),
  legalRepresentative: text(['Jean-Pierre Mbarga']),
  legalRepresentativeTitle: text(['Directeur Général']),
  description: Type.Optional(Type.Union([text([], REGISTRATION_LIMITS.longText), Type.Null()])),
  establishedYear: Type.Optional(
    Type.Union([Type.Integer({ description: 'From 1900 to the current year', examples: [2005] }), Type.Null()]),
  ),
  employeeCount: Type.Optional(Type.Union([Type.Enum(EMPLOYEE_COUNTS), Type.Null()])),
  annualRevenue: Type.Optional(Type.Union([Type.Enum(ANNUAL_REVENUES, { description: 'XAF per year' }), Type.Null()])),
  servicesOffered: Type.Optional(ListSchema),
  targetMarkets: Type.Optional(ListSchema),
  regulatoryLicense: text(['COBAC/EC/2015/042']),
  // Optional to the schema so that a form missing them still hears about every other field at
  // once: the field checks (registration-input.ts) refuse a missing confirmation or level.
  compliance: Type.Optional(
    Type.Object({
      aml: Type.Boolean({ description: 'Must be true: the institution runs an anti-money-laundering programme' }),
      kyc: Type.Boolean({ description: 'Must be true: the institution identifies its customers (KYC)' }),
      dataProtection: Type.Boolean({ description: 'Must be true: the institution protects personal data' }),
      cybersecurity: Type.Optional(Type.Boolean()),
    }),
  ),
  riskAssessment: Type.Optional(
    Type.Object({
      amlRiskLevel: Type.Optional(Type.Enum(AML_RISK_LEVELS)),
      sanctionsScreening: Type.Optional(Type.Boolean()),
      pepScreening: Type.Optional(Type.Boolean()),
      transactionMonitoring: Type.Optional(Type.Boolean()),
      riskOfficer: Type.Optional(text(['Aïcha Bello'])),
    }),
  ),
  documents: Type.Object(
    Object.fromEntries(INSTITUTION_DOCUMENT_TYPES.map((type) => [type, Type.Optional(RegistrationDocumentSchema)])),
    { description: 'Per document type, the document as its upload answered (only id is used)' },
  ),
  submittedAt: Type.Optional(Type.String({ format: 'date-time' })),
});

export const RegistrationReceiptSchema = Type.Object({
  institutionId: Type.String({ format: 'uuid' }),
  institutionCode: Type.String({ examples: ['INST-7KQ2-M9XD'] }),
  status: Type.Literal('pending_approval'),
  message: Type.String({
    examples: ['Registration submitted successfully. Your application will be reviewed within 2-3 business days.'],
  }),
});

export const InstitutionStatusParamsSchema = Type.Object({
  code: Type.String({ maxLength: 64, examples: ['INST-7KQ2-M9XD'] }),
});

/** The institution status response, and nothing else (no contact details, no documents). */
export const InstitutionStatusSchema = Type.Object({
  institutionName: Type.String(),
  institutionCode: Type.String(),
  institutionType: InstitutionTypeSchema,
  tierLevel: TierLevelSchema,
  submittedAt: Type.String({ format: 'date-time' }),
  approvedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  isApproved: Type.Boolean(),
  isActive: Type.Boolean(),
  currentApiUsage: Type.Integer({
    minimum: 0,
    description: "Calls made this calendar month (Africa/Douala) with the members' API keys",
  }),
  apiQuotaLimit: Type.Integer({ minimum: 0, description: 'Calls allowed per calendar month' }),
});
