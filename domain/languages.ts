/** The languages the platform speaks: its pages, its documents and its API texts. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
