import { en, type MessageKey, type Messages } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export { LANG_STORAGE_KEY } from './lang-preference.ts';

const catalogues: Record<Lang, Messages> = { en, fr };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Looks a string up and fills its `{name}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A translator bound to one language, for components that use many strings. */
export function translator(lang: Lang) {
  return (key: MessageKey, params?: Record<string, string | number>) => t(lang, key, params);
}

/** `/fr/docs` → `/docs`; `/fr` → `/`. */
export function stripLangPrefix(pathname: string): string {
  const stripped = pathname.replace(/^\/fr(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

export function langFromPath(pathname: string): Lang {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** The same page in another language: English unprefixed, French under /fr. */
export function localizePath(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? '/fr' : `/fr${bare}`;
}

/** getStaticPaths for pages that exist in both languages: `[...lang]/page.astro`. */
export function localeStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang: lang === DEFAULT_LANG ? undefined : lang } }));
}

export function langFromParam(param: string | undefined): Lang {
  return isLang(param) ? param : DEFAULT_LANG;
}

export type { MessageKey };
