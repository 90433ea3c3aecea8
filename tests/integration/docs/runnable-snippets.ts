import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { seedDatabase } from '../../../db/migrate.ts';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { asRun, runnableSnippets, type Snippet } from '../../helpers/docs-snippets.ts';
import { it } from '../../helpers/fixtures.ts';

const run = promisify(execFile);

/**
 * Runs every runnable example of one language's docs against a real server holding the demo
 * data (`npm start`'s), each as its own test: bash under `set -euo pipefail`, Python with the
 * SDK installed from sdks/python into a virtual environment, JavaScript as an ES module in a
 * scratch folder of the repository, where `@cemac-open-banking/sdk` resolves to the built
 * workspace package (tests/helpers/build-javascript-sdk.ts), as a reader's project would.
 */
export function describeRunnableDocs(lang: 'en' | 'fr') {
  // The examples run one after another with the demo key: its per-second burst is not their subject.
  it.override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });
  describe(`the runnable examples of /docs (${lang})`, async () => {
    const snippets = await runnableSnippets(lang);

    it('has runnable examples, the same in both languages', async () => {
      const other = await runnableSnippets(lang === 'en' ? 'fr' : 'en');
      const shape = (list: Snippet[]) => list.map(({ file, index, language }) => `${file}#${index} ${language}`);
      expect(snippets.length).toBeGreaterThan(10);
      expect(shape(snippets)).toEqual(shape(other));
    });

    let python = '';
    let folder = '';
    it.beforeAll(async ({ listening }) => {
      await seedDatabase(listening.app.db, { demo: true });
      // Inside the repository (`.data`, ignored by git) so the JavaScript examples resolve the SDK.
      await mkdir('.data', { recursive: true });
      folder = await mkdtemp(path.resolve('.data', `docs-${lang}-`));
      await run('python3', ['-m', 'venv', path.join(folder, 'venv')]);
      python = path.join(folder, 'venv', 'bin', 'python');
      await run(python, ['-m', 'pip', 'install', '--quiet', '--no-index', path.resolve('sdks/python')], {
        env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' },
      });
    });
    it.afterAll(async () => {
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    async function commandFor(snippet: Snippet, code: string): Promise<[string, string[]]> {
      if (snippet.language === 'bash') return ['bash', ['-c', `set -euo pipefail\n${code}`]];
      if (snippet.language === 'python') return [python, ['-c', code]];
      const module = path.join(folder, `${snippet.file.replaceAll('/', '-')}-${snippet.index}.mjs`);
      await writeFile(module, code);
      return [process.execPath, [module]];
    }

    for (const snippet of snippets) {
      it(`${snippet.file} #${snippet.index} (${snippet.language})`, async ({ listening }) => {
        const code = asRun(snippet, listening.origin, DEMO_SANDBOX_API_KEY);
        const env = {
          ...process.env,
          OPEN_BANKING_API_KEY: DEMO_SANDBOX_API_KEY,
          OPEN_BANKING_BASE_URL: listening.origin,
        };
        const [command, args] = await commandFor(snippet, code);
        const result = await run(command, args, { env, timeout: 60_000 }).catch(
          (failure: { stdout?: string; stderr?: string; code?: number }) => failure,
        );
        const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
        // A missing tool inside $(…) does not stop bash: the example would run without its value.
        expect(output, `${snippet.file} #${snippet.index}`).not.toMatch(/command not found/);
        expect('code' in result ? result.code : 0, `${snippet.file} #${snippet.index}:\n${code}\n---\n${output}`).toBe(
          0,
        );
      });
    }
  });
}
