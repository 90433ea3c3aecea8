import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect } from 'vitest';
import { it as base } from '../../helpers/fixtures.ts';

const run = promisify(execFile);
const SDK_DIR = path.resolve('sdks/javascript');

/**
 * `npm pack` of the SDK, unpacked where a user's `npm install` would put it, used as they would:
 * its entry imported through the package's `exports` and pointed at the running server, and a
 * TypeScript file compiled against its declarations. The scratch folder sits in the repository's
 * `.data` so the SDK's own dependencies resolve from the root node_modules: nothing is fetched.
 */
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
const it = base.extend('packed', { scope: 'file' }, async ({}, { onCleanup }) => {
  await mkdir('.data', { recursive: true });
  const scratch = await mkdtemp(path.resolve('.data', 'sdk-pack-'));
  onCleanup(() => rm(scratch, { recursive: true, force: true }));
  // dist is built once for the whole run (tests/helpers/build-javascript-sdk.ts), not by prepack here.
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
    cwd: SDK_DIR,
  });
  const [tarball] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const installed = path.join(scratch, 'node_modules', '@cemac-open-banking', 'sdk');
  await mkdir(installed, { recursive: true });
  await run('tar', ['-xzf', path.join(scratch, tarball?.filename ?? ''), '-C', installed, '--strip-components=1']);
  return { scratch, installed, files: tarball?.files.map((file) => file.path) ?? [] };
});

describe('the packed JavaScript SDK', () => {
  it('holds the built entry and declarations only, imports by its name and calls the server', async ({
    packed,
    listening,
    apiKey,
  }) => {
    expect(packed.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/generated/openapi.d.ts',
      ]),
    );
    expect(packed.files.filter((file) => file.startsWith('src/'))).toEqual([]);

    // Resolved by name from a module inside the scratch folder, as in a user's project.
    const probe = path.join(packed.scratch, 'probe.mjs');
    await writeFile(probe, "export * from '@cemac-open-banking/sdk';\n");
    const sdk = await import(pathToFileURL(probe).href);
    expect(Object.keys(sdk).sort()).toEqual(
      expect.arrayContaining(['OpenBanking', 'OpenBankingError', 'OpenBankingOAuth', 'verifyWebhook']),
    );
    const client = new sdk.OpenBanking({ apiKey: apiKey.key, baseUrl: listening.origin });
    expect(await client.accounts.list()).toEqual({ data: [] });
    const error = await client.accounts.get('00000000-0000-4000-8000-000000000000').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(sdk.OpenBankingError);
  });

  it('type-checks a TypeScript user of the package against its declarations (NodeNext, no Node types)', async ({
    packed,
  }) => {
    await writeFile(
      path.join(packed.scratch, 'user.mts'),
      [
        "import { OpenBanking, type Account, type CreatePaymentInput } from '@cemac-open-banking/sdk';",
        "const client = new OpenBanking({ apiKey: 'ob_test_x', baseUrl: 'https://openbanking.example.cm' });",
        'const accounts: Account[] = (await client.accounts.list()).data;',
        "const order: CreatePaymentInput = { amount: 100, currency: 'XAF', sourceAccountId: 'a', destinationType: 'account', destinationAccountId: 'b', description: 'x' };",
        '// @ts-expect-error the currency is always XAF',
        "const wrong: CreatePaymentInput = { ...order, currency: 'EUR' };",
        'export { accounts, wrong };',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(packed.scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
        },
        files: ['user.mts'],
      }),
    );
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', packed.scratch])).resolves.toBeDefined();
    expect(await readdir(packed.scratch)).not.toContain('user.mjs');
  });

  it('bundles for a browser: nothing in it needs a Node.js built-in', async ({ packed }) => {
    // esbuild (Vite's bundler) refuses `node:*` and Node's modules on the browser platform.
    const bundle = await build({
      entryPoints: [path.join(packed.installed, 'dist', 'index.js')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(bundle.errors).toEqual([]);
    expect(bundle.outputFiles[0]?.text).toContain('idempotency-key');
  });
});
