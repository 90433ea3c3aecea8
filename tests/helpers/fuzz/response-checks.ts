import { Value } from 'typebox/value';
import { ErrorEnvelopeSchema } from '../../../api/schemas/error.ts';
import { OAuthErrorSchema } from '../../../api/schemas/oauth.ts';
import type { FuzzResponse } from './http-client.ts';

/**
 * What no answer may carry, whatever was sent: the inside of the server. The patterns need
 * structure (a stack frame, an SQL error phrase, an error code), so that fuzzed input echoed
 * back in a message cannot match them by chance.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?\S+ \(?(?:file:|node:|\/)\S+:\d+:\d+\)?|\n\s+at \S/],
  [
    'SQL text',
    /\b(?:select \S.* from|insert into|update \S+ set|delete from)\b|syntax error at or near|violates \S+ constraint|invalid input syntax for|invalid byte sequence for encoding|relation "\w+" does not exist/i,
  ],
  ['a framework error code', /\b(?:FST|HPE)_[A-Z_]{3,}\b|\bERR_[A-Z_]{4,}\b/],
  ['a server path', /node_modules|\/api\/[\w/-]+\.ts\b/],
  ['a version', /\b(?:node|fastify|postgres(?:ql)?|knex|pg|v8)[ /@v]*\d+\.\d+\.\d+/i],
];

/** The problems with one answer; empty when it is what the API promises. */
export function answerProblems(
  response: FuzzResponse,
  documented: Set<string> | undefined,
  oauthErrorStatuses: Set<string> = new Set(),
): string[] {
  const problems: string[] = [];
  // A documented 503 is the platform saying a feature is switched off (feature flags), not a crash.
  const deliberatelyUnavailable = response.status === 503 && documented?.has('503') === true;
  if (response.status >= 500 && !deliberatelyUnavailable) problems.push(`answered ${response.status}`);
  if (documented && !documented.has(String(response.status)) && !documented.has('default')) {
    problems.push(`answered ${response.status}, which the operation does not document`);
  }
  if (response.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    if (!(response.headers['content-type'] ?? '').startsWith('application/json')) {
      problems.push(`error answer is ${response.headers['content-type'] ?? 'without a content type'}, not JSON`);
    }
    if (oauthErrorStatuses.has(String(response.status))) {
      // The authorization server answers its endpoints' errors in OAuth's documented shape.
      if (!Value.Check(OAuthErrorSchema, body)) problems.push('error answer is not the documented OAuth error');
    } else if (!Value.Check(ErrorEnvelopeSchema, body)) {
      problems.push('error answer is not the error envelope');
    } else {
      const { requestId } = (body as { error: { requestId: string } }).error;
      if (requestId !== response.headers['x-request-id']) problems.push('error requestId differs from x-request-id');
    }
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(response.body)) problems.push(`body shows ${what}`);
  }
  return problems;
}
