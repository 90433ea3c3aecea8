import { fill } from '../../../domain/messages/define.ts';
import { WEBHOOK_MESSAGES as M } from '../../../domain/messages/webhooks.ts';
import { detail, validationError } from '../../errors.ts';

/** Set by the platform on every delivery: a custom header may not replace them. */
const RESERVED_HEADERS = new Set([
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'content-type',
  'content-length',
  'host',
  'user-agent',
  'connection',
  'transfer-encoding',
]);

const MAX_HEADERS = 20;
// RFC 9110 token characters.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
// Visible characters and spaces: no CR/LF that would split the request.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]{0,1000}$/;

/**
 * The creation payload's custom headers: a JSON object as text (the form's
 * textarea) or as an object; blank is `{}`. Anything else is a field error on `headers`.
 */
export function parseHeadersInput(input: string | Record<string, string> | undefined): Record<string, string> {
  const invalid = () => validationError([detail('headers', M.webhookHeadersInvalid)]);
  let value: unknown = input ?? {};
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_HEADERS) throw invalid();
  const headers: Record<string, string> = {};
  for (const [name, headerValue] of entries) {
    if (typeof headerValue !== 'string' || !HEADER_NAME.test(name) || !HEADER_VALUE.test(headerValue)) throw invalid();
    if (RESERVED_HEADERS.has(name.toLowerCase())) {
      throw validationError([detail('headers', fill(M.webhookHeaderReserved, { header: name }))]);
    }
    headers[name] = headerValue;
  }
  return headers;
}
