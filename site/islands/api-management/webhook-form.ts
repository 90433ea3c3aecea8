/**
 * The webhook form's rules: URL
 * required, at least one event, custom headers a JSON object parsed on submit ({} when blank).
 * The server checks everything again, the URL's scheme and address included.
 */
export interface WebhookForm {
  url: string;
  description: string;
  events: string[];
  headers: string;
}

export const DEFAULT_WEBHOOK_FORM: WebhookForm = {
  url: '',
  description: '',
  events: ['payment.completed', 'payment.failed'],
  headers: '',
};

export type WebhookProblem = 'url' | 'events' | 'headers';

export interface WebhookPayload {
  url: string;
  description: string;
  events: string[];
  headers: Record<string, string>;
}

/** A JSON object of strings, or null when the text is not one. */
export function parseHeaders(text: string): Record<string, string> | null {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === 'string') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

export function checkNewWebhook(
  form: WebhookForm,
): { ok: true; payload: WebhookPayload } | { ok: false; problems: WebhookProblem[] } {
  const url = form.url.trim();
  const headers = parseHeaders(form.headers);
  const problems: WebhookProblem[] = [];
  if (!url) problems.push('url');
  if (form.events.length === 0) problems.push('events');
  if (headers === null) problems.push('headers');
  if (problems.length > 0 || headers === null) return { ok: false, problems };
  return { ok: true, payload: { url, description: form.description.trim(), events: form.events, headers } };
}
