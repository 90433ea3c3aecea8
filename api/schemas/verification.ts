import Type from 'typebox';
import { literalUnion } from './literal-union.ts';

/** Where a verification stands: `pending` while a person reviews it, then approved or rejected. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What the check found (`pending_review` until a reviewer decides). */
export const VERIFICATION_RESULTS = ['match', 'mismatch', 'document_expired', 'pending_review'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

export const DOCUMENT_TYPES = ['cni', 'passport'] as const;

export const VerifyBodySchema = Type.Object(
  {
    fullName: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'As printed on the document',
      examples: ['Amina Nkono'],
    }),
    dateOfBirth: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'YYYY-MM-DD, a real date in the past',
      examples: ['1990-04-12'],
    }),
    documentType: literalUnion(DOCUMENT_TYPES, {
      description: '`cni` (national identity card) or `passport`',
    }),
    documentNumber: Type.String({
      minLength: 1,
      maxLength: 40,
      description:
        'The CNI or passport number: 6 to 20 letters or digits (spaces and dashes are ignored). In the sandbox its last two characters choose the outcome.',
      examples: ['112233445500'],
    }),
    phoneNumber: Type.String({
      minLength: 1,
      maxLength: 20,
      description: "The person's mobile number: 237 followed by 9 digits",
      examples: ['237670000000'],
    }),
  },
  { additionalProperties: false },
);

export const VerificationSchema = Type.Object({
  verificationId: Type.String({ format: 'uuid' }),
  status: literalUnion(VERIFICATION_STATUSES, {
    description: '`approved` or `rejected` once decided; `pending` while a person reviews the documents',
  }),
  result: literalUnion(VERIFICATION_RESULTS, {
    description: 'What the check found: `match`, `mismatch`, `document_expired`, or `pending_review` until decided',
  }),
  documentType: literalUnion(DOCUMENT_TYPES),
  documentLast4: Type.String({ description: 'The last four characters of the document number: all we keep of it' }),
  livemode: Type.Boolean({ description: 'True for a real check (a live key on the live platform)' }),
  createdAt: Type.String({ format: 'date-time' }),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const VerificationParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
