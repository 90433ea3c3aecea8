/** Values filled into a message's `{name}` placeholders; sent beside it so clients can translate. */
export type MessageParams = Readonly<Record<string, string | number>>;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * A user-facing message: a stable `reason` that clients translate (the site's catalogues are
 * keyed by it) and its English text, with `{name}` placeholders. Clients never match the text.
 */
export interface MessageTemplate<Reason extends string = string> {
  readonly reason: Reason;
  readonly text: string;
}

/** A message as sent: its template's reason, the text with placeholders filled, the values. */
export interface Message {
  readonly reason: string;
  readonly text: string;
  readonly params?: MessageParams | undefined;
}

/**
 * A registry of messages. Each key's reason is the key in snake_case (`emailTaken` →
 * `email_taken`); reasons are unique across registries (a unit test checks it).
 */
export function defineMessages<const T extends Record<string, string>>(
  texts: T,
): { readonly [K in keyof T & string]: MessageTemplate<SnakeCase<K>> } {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      { reason: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), text },
    ]),
  ) as { readonly [K in keyof T & string]: MessageTemplate<SnakeCase<K>> };
}

/** Fills a template's `{name}` placeholders; the values travel with it as `params`. */
export function fill(template: MessageTemplate, params: MessageParams): Message {
  const text = template.text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
  return { reason: template.reason, text, params };
}
