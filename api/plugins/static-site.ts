import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

interface Page {
  html: Buffer;
  etag: string;
  csp: string;
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

async function loadPage(file: string): Promise<Page> {
  const html = await readFile(file);
  const meta = META_CSP.exec(html.toString('utf8'))?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"');
  const policy = (meta ?? FALLBACK_CSP).trim().replace(/;\s*$/, '');
  return {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    csp: `${policy}; ${HEADER_ONLY_DIRECTIVES}`,
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('content-security-policy', page.csp);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.code(status).send(page.html);
}

/**
 * Serves the static Astro build: every page at its clean URL (with or without a trailing
 * slash), hashed assets cached for a year, HTML revalidated on each visit, and the site's
 * own 404 page in the visitor's language.
 */
async function staticSite(app: FastifyInstance, options: StaticSitePluginOptions) {
  const siteDir = path.resolve(options.siteDir);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    app.log.warn({ siteDir }, 'site not built: serving the API only (run `npm run build`)');
    app.decorate('site', null);
    return;
  }

  const pages = new Map<string, Page>();
  const notFoundPages = new Map<string, Page>();
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
      reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  for (const [route, page] of pages) {
    app.get(route, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));
  }

  app.decorate('site', {
    routes: [...pages.keys()].sort(),
    sendNotFoundPage(request, reply) {
      const language = request.url.split('/')[1] ?? '';
      const page = notFoundPages.get(language) ?? notFoundPages.get('');
      if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('404 Page Not Found');
      return sendPage(request, reply, page, 404);
    },
  } satisfies SitePages);
}

export default fp(staticSite, { name: 'static-site', fastify: '5.x' });
