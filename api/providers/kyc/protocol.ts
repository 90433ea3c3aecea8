import Type from 'typebox';

/**
 * The KYC provider's API. Identity checks against the national registers of CEMAC countries
 * have no public standard, so, as for GIMAC, this is our design of the contract (documented in
 * docs/design/identity-verification.md): a static API key as a Bearer token, JSON, snake_case,
 * errors as {error: {code, message}}. A check is answered at once when the registers decide it,
 * or left `IN_REVIEW` for a person to decide; the platform then asks again later.
 */
export const KYC_PATHS = {
  checks: '/v1/checks',
  check: (checkId: string) => `/v1/checks/${encodeURIComponent(checkId)}`,
  /** The checks (none or one) made for this reference: how the platform asks "did you get it?". */
  checksByReference: (reference: string) => `/v1/checks?reference=${encodeURIComponent(reference)}`,
} as const;

export const KycDocumentTypeSchema = Type.Union([Type.Literal('NATIONAL_ID'), Type.Literal('PASSPORT')]);

export const KycCreateCheckSchema = Type.Object(
  {
    /** The platform's id for the verification: a replay of the same reference answers the same check. */
    reference: Type.String({ minLength: 1, maxLength: 64 }),
    full_name: Type.String({ minLength: 1, maxLength: 200 }),
    date_of_birth: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    document: Type.Object({
      type: KycDocumentTypeSchema,
      number: Type.String({ pattern: '^[A-Z0-9]{6,20}$' }),
    }),
    phone: Type.String({ pattern: '^[0-9]{8,15}$' }),
  },
  { additionalProperties: false },
);

export const KycCheckStatusSchema = Type.Union([Type.Literal('COMPLETED'), Type.Literal('IN_REVIEW')]);
export const KycOutcomeSchema = Type.Union([
  Type.Literal('MATCH'),
  Type.Literal('MISMATCH'),
  Type.Literal('DOCUMENT_EXPIRED'),
]);

/** A check as the provider shows it (create and read). `outcome` is null while in review. */
export const KycCheckSchema = Type.Object({
  check_id: Type.String({ minLength: 1 }),
  reference: Type.String(),
  status: KycCheckStatusSchema,
  outcome: Type.Union([KycOutcomeSchema, Type.Null()]),
  created_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
});

export const KycCheckListSchema = Type.Object({ data: Type.Array(KycCheckSchema) });

export const KycErrorSchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});
