import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SDK_FILES } from '../../domain/sdk-downloads.ts';

/**
 * Packs both SDKs and the CLI into the built site, `dist/sdks/`, so /api-docs and /docs can offer
 * them before they are published on npm and PyPI: the JavaScript SDK and the CLI with `npm pack`
 * (their prepack compiles the SDK and bundles the CLI into one file) and the Python SDK as a
 * wheel with its own standard-library build backend (sdks/python/build_backend.py). A step of
 * `npm run build`, after the site is built.
 *
 *   node api/cli/pack-sdks.ts [site directory]   (default dist)
 */
const run = promisify(execFile);

async function packSdks(site: string): Promise<void> {
  const target = path.resolve(site, 'sdks');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const workspace of ['sdks/javascript', 'sdks/cli']) {
    await run('npm', ['pack', '--silent', '--workspace', workspace, '--pack-destination', target]);
  }
  const wheel = `import build_backend; build_backend.build_wheel(${JSON.stringify(target)})`;
  try {
    await run('python3', ['-c', wheel], { cwd: path.resolve('sdks/python') });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // No Python on this machine: the site still builds, without the wheel to download.
    process.stderr.write('pack-sdks: python3 not found, the Python SDK wheel is not served\n');
    return;
  }
  const packed = `${SDK_FILES.javascript}, ${SDK_FILES.cli} and ${SDK_FILES.python}`;
  process.stdout.write(`Packed ${packed} into ${path.relative('.', target)}\n`);
}

await packSdks(process.argv[2] ?? 'dist');
