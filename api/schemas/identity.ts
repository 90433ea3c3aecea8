import Type from 'typebox';
import { RoleSchema } from './enums.ts';

// Types and outer bounds only. Which fields are required, and every rule with its exact
// message, is the identity service's: a missing field is reported in the
// words the form shows ("First name is required"), not in the validator's.
const text = (description: string, maxLength = 1000) => Type.Optional(Type.String({ maxLength, description }));

export const RegistrationSchema = Type.Object(
  {
    firstName: text('Required.'),
    lastName: text('Required.'),
    email: text('The contact method: send either email or phone, not both.'),
    phone: text('Cameroon number: 237 followed by 9 digits (spaces are ignored).'),
    password: text('Required; at least 8 characters.'),
    pin: text('Required; 4 to 6 digits.'),
    secretWord: text('Required; at least 8 characters.'),
  },
  { description: 'Rule violations answer 400 with one detail per field; a taken email or phone answers 409.' },
);

export const LoginSchema = Type.Object({
  email: text('Send either email or phone.'),
  phone: text('237XXXXXXXXX; national and +237 spellings are understood.'),
  password: text('Required.'),
  pin: text('Optional: checked when the account has a PIN and one is sent.', 32),
});

export const CurrentUserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  role: RoleSchema,
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});

export const RegistrationResultSchema = Type.Object({
  user: CurrentUserSchema,
});

export const AccessTokenSchema = Type.Object({
  access_token: Type.String({
    description: 'Send as `Authorization: Bearer <token>`; also set as the ob_session cookie',
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ minimum: 1, description: 'Seconds until the session expires' }),
});
