import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built site, or null when `dist/` has not been built (API-only tests). */
    site: SitePages | null;
  }
}

export interface StaticSitePluginOptions {
  siteDir: string;
}

/** One way to send a file: as built, or one of the compressed copies made at build time. */
interface Representation {
  body: Buffer;
  etag: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** A built file held in memory with its compressed copies. */
interface Held {
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
  contentType: string;
  cacheControl: string;
  /** Pages only: the policy Astro computed for them. */
  csp?: string;
}

export interface SitePages {
  routes: string[];
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

// Directives a <meta> policy cannot carry; the header adds them to what Astro emitted.
const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";
const FALLBACK_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'";
const META_CSP = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;
const HASHED_ASSET = /[\\/]_astro[\\/]/;

async function listHtmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type BuiltFile = { kind: 'page'; route: string } | { kind: 'not-found'; language: string } | { kind: 'other' };

const NOT_FOUND_PAGE = /^(?:([a-z]{2})\/)?404(?:\/index)?\.html$/;

/** dist/docs/index.html → page /docs ; dist/index.html → page / ; dist/fr/404/index.html → the French 404. */
function classify(siteDir: string, file: string): BuiltFile {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const notFound = NOT_FOUND_PAGE.exec(relative);
  if (notFound) return { kind: 'not-found', language: notFound[1] ?? '' };
  if (relative.startsWith('pagefind/')) return { kind: 'other' };
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return { kind: 'page', route: route.length > 1 ? route.replace(/\/$/, '') : '/' };
}

// Preferred first; the build (api/cli/precompress-site.ts) writes `.br` and `.gz` beside each text file.
const COMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

function representation(body: Buffer, encoding: Encoding): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // Each encoding is its own entity, so a cache never answers one with another's validator.
  return { body, etag: encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"` };
}

/** Types of the files the build compresses (api/cli/precompress-site.ts writes the copies). */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const cacheControlFor = (file: string) =>
  HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

async function hold(file: string): Promise<Held> {
  const held: Held = {
    representations: { identity: representation(await readFile(file), 'identity') },
    contentType: TEXT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(file),
  };
  for (const { encoding, suffix } of COMPRESSED_COPIES) {
    if (existsSync(file + suffix))
      held.representations[encoding] = representation(await readFile(file + suffix), encoding);
  }
  return held;
}

async function loadPage(file: string): Promise<Held> {
  const page = await hold(file);
  const meta = META_CSP.exec(page.representations.identity.body.toString('utf8'))?.[1]
    ?.replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"');
  const policy = (meta ?? FALLBACK_CSP).trim().replace(/;\s*$/, '');
  page.csp = `${policy}; ${HEADER_ONLY_DIRECTIVES}`;
  return page;
}

function chooseRepresentation(request: FastifyRequest, held: Held): [Encoding, Representation] {
  const offered = COMPRESSED_COPIES.map(({ encoding }) => encoding).filter(
    (encoding) => held.representations[encoding],
  );
  const accepted = request.headers['accept-encoding'];
  const encoding = ((typeof accepted === 'string' && negotiate(accepted, offered)) || 'identity') as Encoding;
  return [encoding, held.representations[encoding] ?? held.representations.identity];
}

function sendHeld(request: FastifyRequest, reply: FastifyReply, held: Held, status = 200): FastifyReply {
  const [encoding, chosen] = chooseRepresentation(request, held);
  reply
    .header('content-type', held.contentType)
    .header('cache-control', held.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', chosen.etag);
  if (held.csp) reply.header('content-security-policy', held.csp);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (status === 200 && request.headers['if-none-match'] === chosen.etag) return reply.code(304).send();
  return reply.code(status).send(chosen.body);
}

/** Every file of the build that has a compressed copy, by URL path (`/_astro/x.js`). */
async function listCompressedFiles(siteDir: string): Promise<Map<string, string>> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !(path.extname(file) in TEXT_TYPES) || file.endsWith('.html')) continue;
    if (!COMPRESSED_COPIES.some(({ suffix }) => existsSync(file + suffix))) continue;
    files.set(`/${path.relative(siteDir, file).split(path.sep).join('/')}`, file);
  }
  return files;
}

/**
 * Serves the static Astro build: every page at its clean URL (with or without a trailing
 * slash), hashed assets cached for a year, HTML revalidated on each visit, and the site's
 * own 404 page in the visitor's language. Pages, scripts, styles and JSON leave as the
 * brotli or gzip copy made at build time when the browser accepts one (`Vary: Accept-Encoding`).
 */
async function staticSite(app: FastifyInstance, options: StaticSitePluginOptions) {
  const siteDir = path.resolve(options.siteDir);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    app.log.warn({ siteDir }, 'site not built: serving the API only (run `npm run build`)');
    app.decorate('site', null);
    return;
  }

  const pages = new Map<string, Held>();
  const notFoundPages = new Map<string, Held>();
  for (const file of await listHtmlFiles(siteDir)) {
    const built = classify(siteDir, file);
    if (built.kind === 'page') pages.set(built.route, await loadPage(file));
    else if (built.kind === 'not-found') notFoundPages.set(built.language, await loadPage(file));
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    redirect: false,
    wildcard: true,
    serveDotFiles: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  // Scripts, styles and JSON with compressed copies are held in memory like the pages, and
  // sent as the copy the browser accepts; everything else (images, fonts, Pagefind's gzipped
  // index chunks) streams from disk as built. All are the same bytes for everyone with their
  // own caching: the API's no-store rule (no-store.ts) leaves them alone, /oauth/consent too.
  const routeOptions: RouteShorthandOptions = {
    schema: { hide: true },
    compress: false,
    config: { publicAnswer: true },
  };
  for (const [url, file] of await listCompressedFiles(siteDir)) {
    const held = await hold(file);
    app.get(url, routeOptions, (request, reply) => sendHeld(request, reply, held));
  }

  for (const [route, page] of pages) {
    app.get(route, routeOptions, (request, reply) => sendHeld(request, reply, page));
  }

  app.decorate('site', {
    routes: [...pages.keys()].sort(),
    sendNotFoundPage(request, reply) {
      const language = request.url.split('/')[1] ?? '';
      const page = notFoundPages.get(language) ?? notFoundPages.get('');
      if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('404 Page Not Found');
      return sendHeld(request, reply, page, 404);
    },
  } satisfies SitePages);
}

export default fp(staticSite, { name: 'static-site', fastify: '5.x' });
