/**
 * Languages and localized paths, without any catalogue: islands import this (and
 * `messages.ts`), so their JavaScript carries no translations of its own. The languages
 * themselves are domain/languages.ts, which the server's formatters share.
 */
import { isLang, LANGS, type Lang } from '../../domain/languages.ts';

export const DEFAULT_LANG: Lang = 'en';

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
