import { MESSAGE_REGISTRIES } from '../../domain/error-reasons.ts';
import type { Lang } from '../../domain/languages.ts';
import { en, type MessageKey, type Messages } from '../../i18n/en.ts';
import { fr } from '../../i18n/fr.ts';
import { fillTemplate, type IslandMessages, type IslandStringSpec } from './messages.ts';

export { LANG_STORAGE_KEY } from './lang-preference.ts';
/**
 * The catalogues, for pages and components rendered on the server. Islands never import
 * this module: they receive their strings from the page (`islandMessages`).
 */
export * from './locale.ts';

const catalogues: Record<Lang, Messages> = { en, fr };

/** Looks a string up and fills its `{name}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(catalogues[lang][key], params);
}

/** A translator bound to one language, for components that use many strings. */
export function translator(lang: Lang) {
  return (key: MessageKey, params?: Record<string, string | number>) => t(lang, key, params);
}

/**
 * The strings an island uses, in one language: every key under the spec's prefixes, and the
 * texts of the API registries its calls can answer with (`error.<reason>`).
 */
export function islandMessages<const S extends IslandStringSpec>(lang: Lang, spec: S): IslandMessages<S> {
  const catalogue = catalogues[lang];
  const reasons = new Set(
    (spec.errors ?? []).flatMap((registry) =>
      Object.values(MESSAGE_REGISTRIES[registry]).map((template) => `error.${template.reason}`),
    ),
  );
  const picked = (Object.keys(catalogue) as MessageKey[]).filter(
    (key) => spec.keys.some((prefix) => key.startsWith(prefix)) || reasons.has(key),
  );
  return Object.fromEntries(picked.map((key) => [key, catalogue[key]])) as unknown as IslandMessages<S>;
}

export type { MessageKey };
