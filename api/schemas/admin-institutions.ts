import Type from 'typebox';
import { NullableInstant, UuidParam } from './admin.ts';
import {
  DocumentScanStatusSchema,
  InstitutionDocumentTypeSchema,
  InstitutionTypeSchema,
  TierLevelSchema,
} from './enums.ts';
import { literalUnion } from './literal-union.ts';

/**
 * Display status: not approved = pending; approved + active = active; approved + inactive =
 * suspended; refused = rejected.
 */
export const INSTITUTION_DISPLAY_STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export const INSTITUTION_STATUS_FILTERS = ['all', 'pending', 'approved', 'suspended', 'rejected'] as const;

const institutionFields = {
  id: UuidParam,
  institutionName: Type.String(),
  institutionCode: Type.String(),
  institutionType: InstitutionTypeSchema,
  contactEmail: Type.String(),
  contactPhone: Type.String(),
  tierLevel: TierLevelSchema,
  isApproved: Type.Boolean(),
  isActive: Type.Boolean(),
  status: literalUnion(INSTITUTION_DISPLAY_STATUSES),
  currentApiUsage: Type.Integer(),
  apiQuotaLimit: Type.Integer(),
  submittedAt: Type.String({ format: 'date-time' }),
  approvedAt: NullableInstant,
};

export const AdminInstitutionSchema = Type.Object(institutionFields, { $id: 'AdminInstitution' });

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const AdminInstitutionDetailSchema = Type.Object({
  institution: Type.Object({
    ...institutionFields,
    registrationNumber: Type.String(),
    website: NullableText,
    headquarters: NullableText,
    address: NullableText,
    country: Type.String(),
    legalRepresentative: NullableText,
    legalRepresentativeTitle: NullableText,
    description: NullableText,
    establishedYear: Type.Union([Type.Integer(), Type.Null()]),
    employeeCount: NullableText,
    annualRevenue: NullableText,
    servicesOffered: Type.Array(Type.String()),
    targetMarkets: Type.Array(Type.String()),
    regulatoryLicense: NullableText,
    compliance: Type.Record(Type.String(), Type.Unknown()),
    rejectionReason: NullableText,
  }),
  documents: Type.Array(
    Type.Object({
      id: UuidParam,
      documentType: InstitutionDocumentTypeSchema,
      originalName: Type.String(),
      mediaType: Type.String(),
      sizeBytes: Type.Integer(),
      scanStatus: DocumentScanStatusSchema,
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  members: Type.Array(Type.Ref('AdminInstitutionMember')),
});

export const AdminInstitutionMemberSchema = Type.Object(
  {
    userId: UuidParam,
    firstName: Type.String(),
    lastName: Type.String(),
    email: NullableText,
    role: literalUnion(['owner', 'member'] as const),
  },
  { $id: 'AdminInstitutionMember' },
);

export const AdminInstitutionQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: literalUnion(INSTITUTION_STATUS_FILTERS, { default: 'all' }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);

export const AdminInstitutionListSchema = Type.Object({
  institutions: Type.Array(Type.Ref('AdminInstitution')),
  total: Type.Integer(),
});

export const AdminInstitutionStatsSchema = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  active: Type.Integer(),
  suspended: Type.Integer(),
  rejected: Type.Integer(),
  byType: Type.Object({
    commercial_bank: Type.Integer(),
    microfinance: Type.Integer(),
    fintech: Type.Integer(),
    payment_service: Type.Integer(),
  }),
});

export const BulkInstitutionSchema = Type.Object(
  {
    institutionIds: Type.Array(UuidParam, { minItems: 1, maxItems: 100, uniqueItems: true }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const BulkInstitutionResultSchema = Type.Object({
  operation: literalUnion(['approve', 'reject'] as const),
  updated: Type.Integer(),
  institutions: Type.Array(Type.Ref('AdminInstitution')),
});

export const InstitutionTierSchema = Type.Object({ tierLevel: TierLevelSchema }, { additionalProperties: false });

const Field = (maxLength: number) => Type.Optional(Type.String({ minLength: 1, maxLength }));
export const InstitutionContactsSchema = Type.Object(
  {
    contactEmail: Field(254),
    contactPhone: Field(32),
    address: Field(500),
    website: Field(300),
    legalRepresentative: Field(200),
    legalRepresentativeTitle: Field(200),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const SuspendInstitutionSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

export const AddMemberSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    role: Type.Optional(literalUnion(['owner', 'member'] as const)),
  },
  { additionalProperties: false },
);

export const MemberParamsSchema = Type.Object({ id: UuidParam, userId: UuidParam }, { additionalProperties: false });
export const DocumentParamsSchema = Type.Object(
  { id: UuidParam, documentId: UuidParam },
  { additionalProperties: false },
);
