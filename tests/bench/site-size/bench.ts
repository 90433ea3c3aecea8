import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Page weight of the public site, measured on the built `dist/` (run `npm run build`
 * first). For each page: HTML, CSS and the JavaScript that runs on load (module graph
 * followed through static imports), raw and brotli-compressed, beside two baselines:
 * the 404 page (the bare layout: navigation, toasts, search button) measured in the same
 * run, and the ~26 KB of brotli JavaScript a Starlight docs page ships (issue 3 item 9).
 * Islands hydrated on visibility and the search index loaded on first use are listed
 * apart: they are not paid on load.
 */
const DIST = path.resolve('dist');
const STARLIGHT_DOCS_JS_BROTLI = 26 * 1024;
const PAGES = ['/', '/fr/', '/about', '/fr/about', '/docs', '/fr/docs', '/api-docs', '/fr/api-docs'];

interface Weight {
  html: number;
  css: number;
  js: number;
  jsBrotli: number;
  islandJsBrotli: number;
  react: boolean;
}

const brotli = (buffer: Buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function fileFor(urlPath: string): string {
  return path.join(DIST, urlPath.split('?')[0] ?? '');
}

/** A module and everything it imports statically (what the browser fetches before running it). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(fileFor(entry))) return seen;
  seen.add(entry);
  const source = readFileSync(fileFor(entry), 'utf8');
  const imports = [...source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)];
  for (const [, specifier] of imports) {
    if (!specifier) continue;
    moduleGraph(path.posix.join(path.posix.dirname(entry), specifier), seen);
  }
  return seen;
}

function pageFile(route: string): string {
  return route === '/404' ? path.join(DIST, '404.html') : path.join(DIST, route, 'index.html');
}

function measure(route: string): Weight {
  const html = readFileSync(pageFile(route), 'utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)]
    .map(([, href]) => readFileSync(fileFor(href ?? '')).length)
    .reduce((sum, size) => sum + size, 0);
  const entries = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map(([, src]) => src ?? '');
  const onLoad = new Set<string>();
  for (const entry of entries) for (const file of moduleGraph(entry)) onLoad.add(file);
  const islands = new Set<string>();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
    for (const file of moduleGraph(url ?? '')) if (!onLoad.has(file)) islands.add(file);
  }
  const bytes = (files: Set<string>) => [...files].map((file) => readFileSync(fileFor(file)));
  return {
    html: Buffer.byteLength(html),
    css,
    js: bytes(onLoad).reduce((sum, buffer) => sum + buffer.length, 0),
    jsBrotli: brotli(Buffer.concat(bytes(onLoad))),
    islandJsBrotli: islands.size > 0 ? brotli(Buffer.concat(bytes(islands))) : 0,
    react: [...onLoad, ...islands].some((file) => /react|client\./.test(file)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

if (!existsSync(path.join(DIST, 'index.html'))) {
  process.stderr.write('dist/ is missing: run `npm run build` first.\n');
  process.exit(1);
}

const baseline = measure('/404');
const rows = PAGES.map((route) => ({ route, ...measure(route) }));
const header = `${'page'.padEnd(14)}${pad('HTML', 10)}${pad('CSS', 10)}${pad('JS', 10)}${pad('JS br', 10)}${pad('total', 11)}${pad('× 404', 8)}${pad('island br', 11)}  React`;
const lines = [
  header,
  '-'.repeat(header.length),
  ...[{ route: '/404 (base)', ...baseline }, ...rows].map((row) => {
    const total = row.html + row.css + row.js;
    const baseTotal = baseline.html + baseline.css + baseline.js;
    return `${row.route.padEnd(14)}${pad(kb(row.html), 10)}${pad(kb(row.css), 10)}${pad(kb(row.js), 10)}${pad(kb(row.jsBrotli), 10)}${pad(kb(total), 11)}${pad(`${(total / baseTotal).toFixed(2)}`, 8)}${pad(row.islandJsBrotli ? kb(row.islandJsBrotli) : '-', 11)}  ${row.react ? 'on visible' : 'no'}`;
  }),
];
process.stdout.write(`${lines.join('\n')}\n\n`);

const pagefind = ['pagefind/pagefind.js', 'pagefind/wasm.en.pagefind']
  .map((file) => path.join(DIST, file))
  .filter(existsSync)
  .map((file) => readFileSync(file));
process.stdout.write(
  `Search, loaded on first use only: ${kb(pagefind.reduce((sum, buffer) => sum + brotli(buffer), 0))} brotli (Pagefind runtime and WebAssembly), plus index chunks per query.\n`,
);

for (const route of ['/docs', '/fr/docs']) {
  const row = rows.find((candidate) => candidate.route === route);
  if (!row) continue;
  const verdict = row.jsBrotli <= STARLIGHT_DOCS_JS_BROTLI ? 'within' : 'OVER';
  process.stdout.write(
    `${route}: ${kb(row.jsBrotli)} of brotli JavaScript on load, ${(row.jsBrotli / STARLIGHT_DOCS_JS_BROTLI).toFixed(2)} × the ~${kb(STARLIGHT_DOCS_JS_BROTLI)} a Starlight docs page ships: ${verdict} budget.\n`,
  );
}

process.stdout.write(`\n${(await import('./island-languages.ts')).islandLanguageReport()}`);
