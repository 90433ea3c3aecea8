import { ApiError } from '../../lib/api/index.ts';
import type { Lang } from '../../lib/i18n.ts';
import { translateServerMessage } from '../../lib/server-messages.ts';

/** The server's envelope message in the visitor's language, or null to use the spec's fallback. */
export function serverFailureMessage(failure: unknown, lang: Lang): string | null {
  const message = failure instanceof ApiError ? failure.serverMessage : null;
  return message ? translateServerMessage(lang, message) : null;
}
