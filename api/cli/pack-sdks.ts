import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SDK_FILES } from '../../site/lib/sdk-downloads.ts';

/**
 * Packs both SDKs into the built site, `dist/sdks/`, so /api-docs and /docs can offer them
 * before they are published on npm and PyPI: the JavaScript SDK with `npm pack` (its prepack
 * compiles it) and the Python SDK as a wheel with its own standard-library build backend
 * (sdks/python/build_backend.py). A step of `npm run build`, after the site is built.
 *
 *   node api/cli/pack-sdks.ts [site directory]   (default dist)
 */
const run = promisify(execFile);

async function packSdks(site: string): Promise<void> {
  const target = path.resolve(site, 'sdks');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await run('npm', ['pack', '--silent', '--workspace', 'sdks/javascript', '--pack-destination', target]);
  const wheel = `import build_backend; build_backend.build_wheel(${JSON.stringify(target)})`;
  try {
    await run('python3', ['-c', wheel], { cwd: path.resolve('sdks/python') });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // No Python on this machine: the site still builds, without the wheel to download.
    process.stderr.write('pack-sdks: python3 not found, the Python SDK wheel is not served\n');
    return;
  }
  process.stdout.write(`Packed ${SDK_FILES.javascript} and ${SDK_FILES.python} into ${path.relative('.', target)}\n`);
}

await packSdks(process.argv[2] ?? 'dist');
