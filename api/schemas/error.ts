import Type from 'typebox';
import { ERROR_STATUS, type ErrorCode } from '../../domain/error-codes.ts';

const codes = Object.keys(ERROR_STATUS) as ErrorCode[];

const reason = Type.String({
  description:
    'The specific cause, stable across wordings (e.g. `invalid_credentials`, `field_required`): translate by it, never by `message`',
});
const params = Type.Optional(
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description: "Values filled into the message's placeholders (e.g. `{ field: 'email' }`)",
  }),
);

export const ErrorDetailSchema = Type.Object({
  path: Type.String({ description: 'Dotted path of the offending field, e.g. "customer.email"' }),
  message: Type.String(),
  reason,
  params,
});

export const ErrorEnvelopeSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.Union(codes.map((code) => Type.Literal(code))),
      message: Type.String({ description: 'Human-readable English; safe to show to the user' }),
      reason,
      params,
      details: Type.Optional(Type.Array(ErrorDetailSchema)),
      requestId: Type.String({ description: 'Echoes the x-request-id response header' }),
    }),
  },
  { $id: 'ErrorEnvelope', description: 'Every error response has this shape' },
);

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  const ref = Type.Ref('ErrorEnvelope');
  return Object.fromEntries(statuses.map((status) => [status, ref])) as { [K in S[number]]: typeof ref };
}
