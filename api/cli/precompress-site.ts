import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built site,
 * the last step of `npm run build`. The server sends the copy the browser accepts
 * (api/plugins/static-site.ts), so compression costs nothing per request and can use the
 * slowest, smallest settings. Images, fonts and Pagefind's index chunks are already
 * compressed and are left alone, and so are files too small to gain from it.
 *
 *   node api/cli/precompress-site.ts [site directory]   (default dist)
 */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|map|webmanifest)$/;
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(file: string): Promise<number> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not worth a second file.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return source.length - br.length;
}

async function main(): Promise<void> {
  const siteDir = path.resolve(process.argv[2] ?? 'dist');
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  // zlib runs on libuv's thread pool, so these overlap on every core.
  const saved = (await Promise.all(files.map(compressFile))).reduce((sum, bytes) => sum + bytes, 0);
  process.stdout.write(`Pre-compressed ${files.length} files (brotli saves ${(saved / 1024).toFixed(0)} KB)\n`);
}

await main();
