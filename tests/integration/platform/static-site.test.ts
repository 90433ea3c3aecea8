import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// A miniature build with the same shape Astro emits: directory-style pages, a French 404
// at fr/404/index.html, hashed assets under _astro/ and a <meta> policy with script hashes.
const META = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self';">`;
const page = (body: string) => `<!doctype html><html><head>${META}</head><body>${body}</body></html>`;

/** The miniature build, written once per file and removed after it; the app serves it. */
const it = test.extend(
  'siteDir',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'ob-site-'));
    const files: Record<string, string> = {
      'index.html': page('home en'),
      'docs/index.html': page('docs en'),
      'fr/index.html': page('accueil fr'),
      'fr/docs/index.html': page('docs fr'),
      'oauth/consent/index.html': page('consent en'),
      '404.html': page('404 Page Not Found'),
      'fr/404/index.html': page('404 Page introuvable'),
      '_astro/app.Ab12Cd.js': 'console.log(1)',
      'scripts/lang-redirect.js': '/* redirect */',
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
      await writeFile(path.join(siteDir, file), content);
    }
    onCleanup(() => rm(siteDir, { recursive: true, force: true }));
    return siteDir;
  },
);
it.override('appOptions', { scope: 'file' }, ({ siteDir }) => ({ SITE_DIR: siteDir }));

const get = (harness: TestApp, url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

describe('static site serving', () => {
  it('serves each page at its clean URL, with or without a trailing slash', async ({ harness }) => {
    for (const [url, text] of [
      ['/', 'home en'],
      ['/docs', 'docs en'],
      ['/docs/', 'docs en'],
      ['/fr', 'accueil fr'],
      ['/fr/', 'accueil fr'],
      ['/fr/docs', 'docs fr'],
    ] as const) {
      const response = await get(harness, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(text);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('revalidates HTML on every visit and answers 304 to a matching ETag', async ({ harness }) => {
    const first = await get(harness, '/docs');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const second = await get(harness, '/docs', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });

  it('keeps its own caching on pages under /oauth, where the API answers no-store', async ({ harness }) => {
    const consent = await get(harness, '/oauth/consent');
    expect(consent.statusCode).toBe(200);
    expect(consent.headers['cache-control']).toBe('no-cache');
    expect(consent.headers.pragma).toBeUndefined();
  });

  it("sends the page's own script hashes as the Content-Security-Policy header", async ({ harness }) => {
    const response = await get(harness, '/');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year and other files not at all', async ({ harness }) => {
    const hashed = await get(harness, '/_astro/app.Ab12Cd.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get(harness, '/scripts/lang-redirect.js');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it("answers an unknown page with the site's 404 page and status 404, in the visitor's language", async ({
    harness,
  }) => {
    const english = await get(harness, '/nope');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('404 Page Not Found');
    const french = await get(harness, '/fr/nulle-part');
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('404 Page introuvable');
  });

  it('keeps the JSON envelope for unknown API paths and for non-GET requests', async ({ harness }) => {
    const api = await get(harness, '/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    const post = await harness.app.inject({ method: 'POST', url: '/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });
});
