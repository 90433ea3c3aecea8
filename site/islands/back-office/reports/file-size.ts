import type { Lang } from '../../../../domain/languages.ts';

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-CM' };
const UNITS = ['byte', 'kilobyte', 'megabyte'] as const;

/** A file's size the reader's way: "812 bytes", "14.2 kB", "14,2 ko" (1 kB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number, lang: Lang): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
