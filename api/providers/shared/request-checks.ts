import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CAMEROON_MSISDN } from '../../../domain/phone.ts';
import { providerReason } from '../reasons.ts';
import type { FailedOutcome, InitiateRequest } from '../types.ts';

/** References travel in URLs, headers and provider portals: keep them plain. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function invalid(message: string): FailedOutcome {
  return { kind: 'failed', reason: providerReason('INVALID_REQUEST', message) };
}

/**
 * What every adapter refuses to send. The HTTP layer validates first with friendlier
 * messages; this guard keeps a programming mistake from reaching a provider.
 */
export function checkInitiateRequest(request: InitiateRequest, phonePattern = CAMEROON_MSISDN): FailedOutcome | null {
  if (!REFERENCE_PATTERN.test(request.reference)) {
    return invalid('reference must be 1-64 letters, digits, dots, dashes or underscores');
  }
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    return invalid('amount must be a positive whole number of XAF');
  }
  if (request.currency !== 'XAF') return invalid('currency must be XAF');
  if (!phonePattern.test(request.phone)) return invalid('phone must be 237 followed by 9 digits');
  return null;
}

/** Whether a provider answer has the shape we rely on (extra fields are fine: providers add them). */
export function conforms<const S extends TSchema>(schema: S, value: unknown): value is Static<S> {
  return Value.Check(schema, value);
}

/** The first validation problem, for the malformed-answer message. */
export function firstProblem(schema: TSchema, value: unknown): string {
  const [first] = Value.Errors(schema, value);
  return first ? `${first.instancePath || 'body'} ${first.message}` : 'does not match the expected shape';
}
