import { WebhookVerificationError as LibraryVerificationError, Webhook } from 'standardwebhooks';

/**
 * A delivery whose signature does not verify. Ours rather than standardwebhooks' own, so the
 * declarations a TypeScript user compiles against need no Node types (theirs name `Buffer`).
 */
export class WebhookVerificationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookVerificationError';
  }
}

/** The headers of a received request: a Fetch `Headers`, or Node's `IncomingHttpHeaders`. */
export type ReceivedHeaders = Headers | Record<string, string | string[] | undefined>;

function plainHeaders(headers: ReceivedHeaders): Record<string, string> {
  const entries: [string, string][] =
    headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
        );
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * Checks a webhook delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the endpoint's `whsec_` secret and returns the parsed event.
 * Pass the raw body exactly as received (a re-serialised JSON object will not match).
 * Throws `WebhookVerificationError` on a bad or missing signature, or a timestamp more than
 * five minutes away (a replay).
 */
export function verifyWebhook<T = unknown>(payload: string, headers: ReceivedHeaders, secret: string): T {
  try {
    return new Webhook(secret).verify(payload, plainHeaders(headers)) as T;
  } catch (error) {
    if (error instanceof LibraryVerificationError) throw new WebhookVerificationError(error.message, { cause: error });
    // A malformed secret (not whsec_ + base64) is the caller's error, not a bad delivery.
    throw new TypeError('The webhook secret must be the whsec_… value the endpoint was created with', {
      cause: error,
    });
  }
}
