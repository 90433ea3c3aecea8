import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { en } from '../../../i18n/en.ts';
import { fr } from '../../../i18n/fr.ts';

/**
 * The JavaScript of each page with React islands, per language: the islands' module graphs
 * (React's renderer apart, it is the same on every page), raw and brotli, and how many of the
 * interface's strings of each language that JavaScript carries. A page should carry strings
 * of its own language only, and only those its islands use; before, every island shipped both
 * whole catalogues. Strings the two languages share (names, codes) are not counted.
 */
const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'dist');
const ISLAND_PAGES = ['/', '/login', '/register', '/dashboard', '/payment-management'];

const brotli = (buffer: Buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const fileFor = (url: string) => path.join(SITE_DIR, url.split('?')[0] ?? '');

function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(fileFor(entry))) return seen;
  seen.add(entry);
  const source = readFileSync(fileFor(entry), 'utf8');
  for (const [, specifier] of source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    if (specifier) moduleGraph(path.posix.join(path.posix.dirname(entry), specifier), seen);
  }
  return seen;
}

/** Phrases that differ between the languages: several words, so code never matches them by chance. */
const phrase = (text: string) => text.length >= 10 && text.includes(' ');
const distinct = (Object.keys(en) as (keyof typeof en)[]).filter(
  (key) => en[key] !== fr[key] && phrase(en[key]) && phrase(fr[key]),
);
const asInSource = (text: string) => JSON.stringify(text).slice(1, -1);
const count = (js: string, catalogue: Record<string, string>) =>
  distinct.filter(
    (key) => js.includes(catalogue[key] ?? '\u0000') || js.includes(asInSource(catalogue[key] ?? '\u0000')),
  ).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function islandLanguageReport(): string {
  const header = `${'island page'.padEnd(24)}${'JS raw'.padStart(10)}${'JS br'.padStart(10)}${'EN phrases'.padStart(12)}${'FR phrases'.padStart(12)}${'props br'.padStart(10)}${'props EN/FR'.padStart(13)}`;
  const lines = [
    `Island JavaScript per page and language (React renderer apart; ${distinct.length} phrases differ between EN and FR),`,
    "then the islands' props in the HTML, where the page hands each island its strings:",
    '',
    header,
    '-'.repeat(header.length),
  ];
  for (const route of ISLAND_PAGES) {
    for (const lang of ['en', 'fr'] as const) {
      const url = lang === 'fr' ? `/fr${route === '/' ? '' : route}` : route;
      const html = readFileSync(path.join(SITE_DIR, url, 'index.html'), 'utf8');
      const files = new Set<string>();
      for (const [, src] of html.matchAll(/component-url="([^"]+)"/g)) if (src) moduleGraph(src, files);
      for (const [, src] of html.matchAll(/renderer-url="([^"]+)"/g)) if (src) files.delete(src);
      const buffers = [...files].map((file) => readFileSync(fileFor(file)));
      const js = Buffer.concat(buffers);
      const text = js.toString('utf8');
      const props = [...html.matchAll(/ props="([^"]*)"/g)]
        .map(([, value]) => (value ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'"))
        .join('');
      const propsBytes = Buffer.from(props);
      lines.push(
        `${url.padEnd(24)}${kb(js.length).padStart(10)}${kb(brotli(js)).padStart(10)}${String(count(text, en)).padStart(12)}${String(count(text, fr)).padStart(12)}${kb(brotli(propsBytes)).padStart(10)}${`${count(props, en)}/${count(props, fr)}`.padStart(13)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.main) process.stdout.write(islandLanguageReport());
