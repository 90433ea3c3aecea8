import Type from 'typebox';
import { NullableInstant, UuidParam } from './admin.ts';
import {
  DocumentScanStatusSchema,
  InstitutionDocumentTypeSchema,
  InstitutionTypeSchema,
  TierLevelSchema,
} from './enums.ts';
import { literalUnion } from './literal-union.ts';

const Instant = Type.String({ format: 'date-time' });

/**
 * A key's state as the institution's view says it: revoked or deactivated (`inactive`), past its
 * rotation grace (`expired`), rotated and ending at `expiresAt` (`expiring`), else `active`.
 */
export const INSTITUTION_KEY_STATES = ['active', 'expiring', 'expired', 'inactive'] as const;

/**
 * GET /api/v1/institutions/mine: what a member of an approved institution sees of it. Keys
 * carry their prefix and state, never the secret nor its hash; documents carry whether they
 * may be downloaded (the virus scan passed).
 */
export const MemberInstitutionViewSchema = Type.Object({
  institution: Type.Object({
    institutionName: Type.String(),
    institutionCode: Type.String(),
    institutionType: InstitutionTypeSchema,
    tierLevel: TierLevelSchema,
    approvedAt: NullableInstant,
    isActive: Type.Boolean(),
    currentApiUsage: Type.Integer({
      minimum: 0,
      description: "Calls made this calendar month (Africa/Douala) with the members' API keys",
    }),
    apiQuotaLimit: Type.Integer({ minimum: 0, description: 'Calls allowed per calendar month' }),
  }),
  role: literalUnion(['owner', 'member'] as const, { description: "The signed-in member's own role" }),
  members: Type.Array(
    Type.Object({
      firstName: Type.String(),
      lastName: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      role: literalUnion(['owner', 'member'] as const),
    }),
  ),
  apiKeys: Type.Array(
    Type.Object({
      id: UuidParam,
      name: Type.String(),
      keyPrefix: Type.String({ description: 'The first characters of the key, enough to recognise it' }),
      environment: literalUnion(['sandbox', 'production'] as const),
      state: literalUnion(INSTITUTION_KEY_STATES),
      expiresAt: NullableInstant,
      lastUsedAt: NullableInstant,
      createdAt: Instant,
      ownerName: Type.String({ description: 'The member who holds the key' }),
    }),
  ),
  documents: Type.Array(
    Type.Object({
      id: UuidParam,
      documentType: InstitutionDocumentTypeSchema,
      name: Type.String(),
      mediaType: Type.String(),
      sizeBytes: Type.Integer({ minimum: 1 }),
      scanStatus: DocumentScanStatusSchema,
      uploadedAt: Instant,
      downloadable: Type.Boolean({ description: 'Whether the virus scan passed, so the file may be downloaded' }),
    }),
  ),
});

export const MemberDocumentParamsSchema = Type.Object({ documentId: UuidParam }, { additionalProperties: false });
