/**
 * Where the visitor's language choice is remembered. Its own module so that
 * page scripts needing only this name do not bundle every translation with lib/i18n.ts.
 */
export const LANG_STORAGE_KEY = 'lang';
