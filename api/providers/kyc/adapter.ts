import type { Static } from 'typebox';
import { callProvider, joinUrl, malformed, type ProviderAnswer, transientFromStatus } from '../shared/http.ts';
import { conforms, firstProblem } from '../shared/request-checks.ts';
import type { TransientOutcome } from '../types.ts';
import { KYC_PATHS, KycCheckListSchema, KycCheckSchema, type KycCreateCheckSchema } from './protocol.ts';

export interface KycSettings {
  baseUrl: () => string;
  apiKey: string;
  timeoutMs: number;
}

export type KycCheckRequest = Static<typeof KycCreateCheckSchema>;
export type KycOutcome = 'MATCH' | 'MISMATCH' | 'DOCUMENT_EXPIRED';

/**
 * What a check says: decided (`completed`, with the registers' outcome), waiting for a person
 * (`in_review`), or no usable answer (`transient`: try again later, decide nothing). Never thrown.
 */
export type KycCheckOutcome =
  | { kind: 'completed'; checkId: string; outcome: KycOutcome }
  | { kind: 'in_review'; checkId: string }
  | TransientOutcome;

export interface KycAdapter {
  /** Asks for a check; replaying the same `reference` answers the same check. */
  check(request: KycCheckRequest): Promise<KycCheckOutcome>;
  /** Asks again about a check in review. */
  fetchCheck(checkId: string): Promise<KycCheckOutcome>;
  /**
   * Asks whether a check was made for `reference` (committed before the first request): the
   * check, or `unknown` when the provider certainly never received the request.
   */
  findByReference(reference: string): Promise<KycCheckOutcome | { kind: 'unknown' }>;
}

function readCheck(answer: ProviderAnswer, expectedReference?: string): KycCheckOutcome {
  if (!conforms(KycCheckSchema, answer.json)) {
    return malformed(`Unreadable KYC check: ${firstProblem(KycCheckSchema, answer.json)}`, answer);
  }
  const check = answer.json;
  if (expectedReference !== undefined && check.reference !== expectedReference) {
    return malformed('The KYC provider answered about another reference', answer);
  }
  if (check.status === 'IN_REVIEW') return { kind: 'in_review', checkId: check.check_id };
  if (!check.outcome) return malformed('A completed KYC check without an outcome', answer);
  return { kind: 'completed', checkId: check.check_id, outcome: check.outcome };
}

/** The KYC provider over HTTP (`protocol.ts`): the sandbox simulator or a real provider. */
export function createKycAdapter(settings: KycSettings): KycAdapter {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      method,
      url: joinUrl(settings.baseUrl(), path),
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      timeoutMs: settings.timeoutMs,
    });
  return {
    async check(request) {
      const answer = await call('POST', KYC_PATHS.checks, request);
      if (!answer.ok) return answer.failure;
      if (answer.status !== 200 && answer.status !== 201) return transientFromStatus(answer);
      return readCheck(answer, request.reference);
    },
    async fetchCheck(checkId) {
      const answer = await call('GET', KYC_PATHS.check(checkId));
      if (!answer.ok) return answer.failure;
      if (answer.status !== 200) return transientFromStatus(answer);
      return readCheck(answer);
    },
    async findByReference(reference) {
      const answer = await call('GET', KYC_PATHS.checksByReference(reference));
      if (!answer.ok) return answer.failure;
      if (answer.status !== 200) return transientFromStatus(answer);
      if (!conforms(KycCheckListSchema, answer.json)) {
        return malformed(`Unreadable KYC check list: ${firstProblem(KycCheckListSchema, answer.json)}`, answer);
      }
      const [check] = answer.json.data;
      return check ? readCheck({ ...answer, json: check }, reference) : { kind: 'unknown' };
    },
  };
}
