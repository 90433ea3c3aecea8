import Type from 'typebox';

/** Bounds are generous for people and tight enough to keep the inbox usable. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 150,
  message: 5000,
} as const;

export const CreateContactMessageSchema = Type.Object(
  {
    firstName: Type.String({ maxLength: CONTACT_LIMITS.name, examples: ['Amina'] }),
    lastName: Type.String({ maxLength: CONTACT_LIMITS.name, examples: ['Nkono'] }),
    email: Type.String({
      maxLength: CONTACT_LIMITS.email,
      description: 'A valid e-mail address (the domain needs a dot) where we can answer',
      examples: ['amina.nkono@example.cm'],
    }),
    company: Type.Optional(
      Type.Union([Type.String({ maxLength: CONTACT_LIMITS.company }), Type.Null()], {
        examples: ['Express Union Finance'],
      }),
    ),
    message: Type.String({
      maxLength: CONTACT_LIMITS.message,
      examples: ['We would like to connect our mobile app to your account information API.'],
    }),
  },
  { additionalProperties: false },
);

export const ContactMessageReceiptSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', examples: ['0b8f6a3e-5c2d-4e1f-8a7b-9c0d1e2f3a4b'] }),
    receivedAt: Type.String({ format: 'date-time', examples: ['2026-11-22T09:15:00.000Z'] }),
    message: Type.String({ examples: ["Thank you for your message. We'll get back to you soon!"] }),
  },
  { description: 'The message is stored for the team to answer' },
);
