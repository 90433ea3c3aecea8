import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { fr } from '../../../i18n/fr.ts';
import { langFromPath, localeStaticPaths, localizePath, stripLangPrefix, t } from '../../../site/lib/i18n.ts';

describe('localizePath', () => {
  it('keeps English unprefixed and puts French under /fr', () => {
    expect(localizePath('/docs', 'fr')).toBe('/fr/docs');
    expect(localizePath('/fr/docs', 'en')).toBe('/docs');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/fr', 'en')).toBe('/');
    expect(localizePath('/fr/', 'fr')).toBe('/fr');
  });

  it('does not mistake a path that merely starts with "fr" for French', () => {
    expect(stripLangPrefix('/fraud-report')).toBe('/fraud-report');
    expect(langFromPath('/fraud-report')).toBe('en');
    expect(langFromPath('/fr/about')).toBe('fr');
  });

  it('generates both languages for each page', () => {
    expect(localeStaticPaths()).toEqual([{ params: { lang: undefined } }, { params: { lang: 'fr' } }]);
  });
});

describe('catalogues', () => {
  it('fills placeholders', () => {
    expect(t('en', 'footer.copyright', { year: 2026 })).toMatch(/^© 2026 CEMAC Open Banking/);
  });

  // Names are the same in both languages; any other sentence left in English is a miss. A text
  // made of placeholders only ("{type} {number}") has no words to translate.
  const sameInBothLanguages = new Set(['site.name']);
  const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

  it('has a French text for every English key, never a copy of the English one for sentences', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.entries(en).filter(
      ([key, text]) =>
        !sameInBothLanguages.has(key) &&
        hasWords(text) &&
        text.includes(' ') &&
        text.length > 12 &&
        fr[key as keyof typeof fr] === text,
    );
    expect(untranslated).toEqual([]);
  });
});
