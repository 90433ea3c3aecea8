import Type from 'typebox';
import { RoleSchema } from './enums.ts';

/** The documented public API's login: e-mail and password. */
export const ApiLoginSchema = Type.Object(
  {
    email: Type.String({
      maxLength: 254,
      description: 'The account e-mail',
      examples: ['customer@demo.openbanking.cm'],
    }),
    password: Type.String({ maxLength: 128, description: 'The account password' }),
  },
  { additionalProperties: false },
);

export const ApiLoginAnswerSchema = Type.Object({
  token: Type.String({
    description:
      'A session token: send it as `Authorization: Bearer <token>` to the calls that accept a session. It ends at sign-out (`POST /oauth/logout`) or after the session lifetime.',
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ minimum: 1, description: 'Seconds until the session expires' }),
  user: Type.Object({
    id: Type.String({ format: 'uuid' }),
    email: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
  }),
});
