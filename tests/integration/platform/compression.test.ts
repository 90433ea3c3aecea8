import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { test } from '../../helpers/fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// A miniature build, pre-compressed by the real build step, served by the real server.
const filler = (word: string) => Array.from({ length: 300 }, (_, index) => `${word} ${index}`).join(' ');
const PAGE = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'"></head><body>${filler('docs')}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify(filler('script'))});`;
// Pagefind writes its index chunks gzipped already; the browser must get them as they are.
const CHUNK = gzipSync(randomBytes(4000));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 7)]);

/** The miniature build, written once per file and removed after it; the app serves it. */
const it = test.extend(
  'siteDir',
  { scope: 'file' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'ob-compress-'));
    const files: Record<string, string | Buffer> = {
      'index.html': PAGE,
      'docs/index.html': PAGE,
      '404.html': '<!doctype html><p>404</p>',
      '_astro/app.Ab12Cd.js': SCRIPT,
      '_astro/tiny.Ef34Gh.js': 'console.log(1)',
      '_astro/logo.Ij56Kl.png': PNG,
      'pagefind/fragment/en_1a2b3c.pf_fragment': CHUNK,
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
      await writeFile(path.join(siteDir, file), content);
    }
    await promisify(execFile)(process.execPath, ['api/cli/precompress-site.ts', siteDir]);
    onCleanup(() => rm(siteDir, { recursive: true, force: true }));
    return siteDir;
  },
);
it.override('appOptions', { scope: 'file' }, ({ siteDir }) => ({ SITE_DIR: siteDir }));

const get = (harness: TestApp, url: string, acceptEncoding?: string) =>
  harness.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build pre-compresses the site', () => {
  it('writes .br and .gz beside text files of 1 KB or more, never beside images or tiny files', async ({ siteDir }) => {
    const files = (await readdir(siteDir, { recursive: true })).map((file) => file.split(path.sep).join('/')).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'docs/index.html.br',
        'docs/index.html.gz',
        '_astro/app.Ab12Cd.js.br',
        '_astro/app.Ab12Cd.js.gz',
      ]),
    );
    expect(files.filter((file) => file.startsWith('_astro/logo') || file.startsWith('_astro/tiny'))).toEqual([
      '_astro/logo.Ij56Kl.png',
      '_astro/tiny.Ef34Gh.js',
    ]);
  });
});

describe('static files leave compressed by Accept-Encoding', () => {
  it('sends a page as brotli, gzip or plain, each with its own ETag and Vary: Accept-Encoding', async ({ harness }) => {
    const br = await get(harness, '/docs', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(br.rawPayload.length).toBeLessThan(PAGE.length / 4);

    const gzip = await get(harness, '/docs', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);

    const plain = await get(harness, '/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);

    for (const response of [br, gzip, plain]) expect(response.headers.vary).toContain('accept-encoding');
    expect(new Set([br, gzip, plain].map((response) => response.headers.etag)).size).toBe(3);
    expect(
      (
        await harness.app.inject({
          url: '/docs',
          headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    expect(
      (await harness.app.inject({ url: '/docs', headers: { 'if-none-match': String(br.headers.etag) } })).statusCode,
    ).toBe(200);
  });

  it("sends scripts as their brotli copy, images and Pagefind's gzipped chunks as they are", async ({ harness }) => {
    const script = await get(harness, '/_astro/app.Ab12Cd.js', 'br, gzip');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers.vary).toContain('accept-encoding');
    expect(script.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);

    const image = await get(harness, '/_astro/logo.Ij56Kl.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const chunk = await get(harness, '/pagefind/fragment/en_1a2b3c.pf_fragment', 'gzip, deflate, br, zstd');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.rawPayload.equals(CHUNK)).toBe(true);
  });
});

describe('API answers are compressed on the fly above 1 KB', () => {
  it('compresses a large JSON answer (the OpenAPI document)', async ({ harness }) => {
    const response = await get(harness, '/api/openapi.json', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\.1/);

    const gzip = await get(harness, '/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\.1/);
  });

  it('leaves a small answer and a client that accepts no encoding alone', async ({ harness }) => {
    const small = await get(harness, '/api/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });

    const plain = await get(harness, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\.1/);
  });
});
