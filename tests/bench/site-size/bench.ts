import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import responseCompression from '../../../api/plugins/response-compression.ts';
import staticSite from '../../../api/plugins/static-site.ts';
import { type Answers, countAnswer, exitWithVerdict, noAnswers, verdict } from '../shared/answers.ts';

/**
 * Page weight of the public site as a browser receives it: the server's own site plugins
 * (static-site and response-compression, without listening) answer each page and the CSS and
 * JavaScript it loads,
 * with `Accept-Encoding: br, gzip` as Chromium sends it. For each page: HTML, CSS and the
 * JavaScript that runs on load (module graph followed through static imports), as built
 * ("raw") and as transferred (the compressed body), beside two baselines: the 404 page (the
 * bare layout) measured in the same run, and the ~26 KB of brotli JavaScript a Starlight docs
 * page ships. Islands hydrated on visibility and the search index loaded on first use are
 * listed apart: they are not paid on load. Run `npm run build` first; SITE_DIR measures
 * another build (e.g. an older one, for a before/after).
 */
const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'dist');
const STARLIGHT_DOCS_JS_BROTLI = 26 * 1024;
const PAGES = [
  '/',
  '/fr/',
  '/about',
  '/fr/about',
  '/docs',
  '/fr/docs',
  '/api-docs',
  '/fr/api-docs',
  '/login',
  '/fr/login',
];
const ACCEPT = 'br, gzip';

interface Bytes {
  raw: number;
  sent: number;
}
interface Weight {
  html: Bytes;
  css: Bytes;
  js: Bytes;
  islands: Bytes;
  react: boolean;
}

/**
 * Every file measured must answer 200, compressed or not: a 404's bytes are not a page's
 * weight. The bare layout is the not-found page, counted apart (its own answer is a 404).
 */
const answers = noAnswers();
const notFoundPage = noAnswers();
const inject = async (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  into: Answers = answers,
) => {
  const response = await app.inject({ method: 'GET', url, headers });
  const expected = into === notFoundPage ? [404] : [200];
  countAnswer(into, response.statusCode, `${url} ${response.body.slice(0, 200)}`, expected);
  return response;
};

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, sent: a.sent + b.sent });
const ZERO: Bytes = { raw: 0, sent: 0 };

async function fetchBoth(app: FastifyInstance, url: string): Promise<{ text: string; bytes: Bytes }> {
  const [plain, compressed] = await Promise.all([inject(app, url), inject(app, url, { 'accept-encoding': ACCEPT })]);
  return { text: plain.body, bytes: { raw: plain.rawPayload.length, sent: compressed.rawPayload.length } };
}

/** A module and everything it imports statically (what the browser fetches before running it). */
async function moduleGraph(app: FastifyInstance, entry: string, seen: Map<string, Bytes>): Promise<void> {
  if (seen.has(entry)) return;
  const { text, bytes } = await fetchBoth(app, entry);
  seen.set(entry, bytes);
  const imports = [...text.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)];
  for (const [, specifier] of imports) {
    if (specifier) await moduleGraph(app, path.posix.join(path.posix.dirname(entry), specifier), seen);
  }
}

const total = (files: Map<string, Bytes>) => [...files.values()].reduce(add, ZERO);

async function measure(app: FastifyInstance, route: string, into: Answers = answers): Promise<Weight> {
  const response = await inject(app, route, { 'accept-encoding': ACCEPT }, into);
  const plain = await inject(app, route, {}, into);
  const html = plain.body;
  let css = ZERO;
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    if (href) css = add(css, (await fetchBoth(app, href)).bytes);
  }
  const onLoad = new Map<string, Bytes>();
  const entries = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  for (const [, src] of entries) if (src) await moduleGraph(app, src, onLoad);
  const islands = new Map<string, Bytes>();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
    if (url) await moduleGraph(app, url, islands);
  }
  for (const file of onLoad.keys()) islands.delete(file);
  return {
    html: { raw: plain.rawPayload.length, sent: response.rawPayload.length },
    css,
    js: total(onLoad),
    islands: total(islands),
    react: [...onLoad.keys(), ...islands.keys()].some((file) => /react|client\./.test(file)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(SITE_DIR, 'index.html'))) {
  process.stderr.write(`${SITE_DIR} has no build: run \`npm run build\` first.\n`);
  process.exit(1);
}

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
await app.register(responseCompression);
await app.register(staticSite, { siteDir: SITE_DIR });
// The bare layout, as the server's not-found handler sends it.
app.setNotFoundHandler((request, reply) => app.site?.sendNotFoundPage(request, reply) ?? reply.code(404).send());
await app.ready();

const columns: [string, number][] = [
  ['page', 14],
  ['HTML', 19],
  ['CSS', 19],
  ['JS on load', 19],
  ['total', 21],
  ['saved', 7],
  ['× 404', 7],
  ['islands', 10],
];
const cell = (bytes: Bytes) => `${kb(bytes.raw)} → ${kb(bytes.sent)}`;
const header = columns
  .map(([name, width], index) => (index === 0 ? name.padEnd(width) : name.padStart(width)))
  .join('');
const lines = [
  'Raw (as built) → transferred (Accept-Encoding: br, gzip), per page, HTML + CSS + JS run on load:',
  '',
  header,
  '-'.repeat(header.length),
];
const baseline = await measure(app, '/404', notFoundPage);
const baseTotal = add(add(baseline.html, baseline.css), baseline.js);
const rows = [{ route: '/404 (base)', ...baseline }];
for (const route of PAGES) rows.push({ route, ...(await measure(app, route)) });
for (const row of rows) {
  const sum = add(add(row.html, row.css), row.js);
  const values = [
    row.route,
    cell(row.html),
    cell(row.css),
    cell(row.js),
    cell(sum),
    `${Math.round((1 - sum.sent / sum.raw) * 100)} %`,
    (sum.sent / baseTotal.sent).toFixed(2),
    row.islands.sent ? kb(row.islands.sent) : '-',
  ];
  lines.push(
    values.map((value, index) => (index === 0 ? value.padEnd(14) : value.padStart(columns[index]?.[1] ?? 0))).join(''),
  );
}
process.stdout.write(`${lines.join('\n')}\n\n`);

const pagefind = new Map<string, Bytes>();
for (const file of ['/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']) {
  if (existsSync(path.join(SITE_DIR, file))) pagefind.set(file, (await fetchBoth(app, file)).bytes);
}
process.stdout.write(
  `Search, loaded on first use only: ${kb(total(pagefind).sent)} transferred (Pagefind runtime and WebAssembly), plus index chunks per query.\n`,
);
for (const row of rows.filter((candidate) => candidate.route.endsWith('/docs'))) {
  const verdict = row.js.sent <= STARLIGHT_DOCS_JS_BROTLI ? 'within' : 'OVER';
  process.stdout.write(
    `${row.route}: ${kb(row.js.sent)} of JavaScript transferred on load, ${(row.js.sent / STARLIGHT_DOCS_JS_BROTLI).toFixed(2)} × the ~${kb(STARLIGHT_DOCS_JS_BROTLI)} a Starlight docs page ships: ${verdict} budget.\n`,
  );
}
await app.close();

process.stdout.write(`\n${(await import('./island-languages.ts')).islandLanguageReport()}`);

const outcome = verdict([
  { label: 'pages and the files they load', answers, expected: [200] },
  { label: 'the not-found page (bare layout)', answers: notFoundPage, expected: [404] },
]);
process.stdout.write(`\n${outcome.lines.join('\n')}\n`);
if (!outcome.met) process.exitCode = 1;
exitWithVerdict();
