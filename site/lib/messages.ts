import type { ErrorReason, MESSAGE_REGISTRIES } from '../../domain/error-reasons.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { fillTemplate } from '../../i18n/fill.ts';

export { fillTemplate };

/**
 * What an island needs to speak: the strings it uses, in the page's language only. The page
 * picks them on the server (`islandMessages` in `lib/i18n.ts`) and hands them over as a prop,
 * the way Starlight's components receive only their strings from `Astro.locals.t`; islands
 * import this module, which holds types and two small functions, never a catalogue.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Keys starting with `P`: `'payments.status.'` gives every status; a full key gives itself. */
export type KeysUnder<P extends string> = Extract<MessageKey, `${P}${string}`>;

/** A translator limited to the keys a component uses; one that knows more keys fits too. */
export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

/** Server error texts by reason (`error.<reason>`), for the registries an island's calls can answer with. */
export type ErrorKey = `error.${ErrorReason}`;
export type ErrorMessages = Readonly<Partial<Record<ErrorKey, string>>>;

/** Which strings an island takes: key prefixes (or whole keys) and the API's message registries. */
export interface IslandStringSpec {
  readonly keys: readonly string[];
  readonly errors?: readonly (keyof typeof MESSAGE_REGISTRIES)[];
}

/** The interface keys a spec selects. */
export type SpecKeys<S extends IslandStringSpec> = KeysUnder<S['keys'][number]>;

export type IslandMessages<S extends IslandStringSpec> = Readonly<Record<SpecKeys<S>, string>> & ErrorMessages;

/** The island's `t`: looks a key up in the strings it was given. */
export function translatorFor<K extends string>(messages: Readonly<Record<K, string>>): Translate<K> {
  return (key, params) => fillTemplate(messages[key] ?? key, params);
}
