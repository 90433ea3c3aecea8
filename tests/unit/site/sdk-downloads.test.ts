import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SDK_FILES, SDK_VERSION } from '../../../domain/sdk-downloads.ts';

/** The served file names follow the packages' own versions, so /api-docs never links a file the build did not make. */
describe('SDK downloads', () => {
  it('name the version both SDKs and the CLI declare', async () => {
    const javascript = JSON.parse(await readFile('sdks/javascript/package.json', 'utf8'));
    const cli = JSON.parse(await readFile('sdks/cli/package.json', 'utf8'));
    const pyproject = await readFile('sdks/python/pyproject.toml', 'utf8');
    const transport = await readFile('sdks/python/src/cemac_open_banking/_transport.py', 'utf8');
    expect(javascript.version).toBe(SDK_VERSION);
    expect(cli.version).toBe(SDK_VERSION);
    // The name npm pack gives the scoped package's tarball.
    expect(SDK_FILES.cli).toBe(`${cli.name.slice(1).replace('/', '-')}-${cli.version}.tgz`);
    expect(/^version = "([^"]+)"$/m.exec(pyproject)?.[1]).toBe(SDK_VERSION);
    expect(/^VERSION = "([^"]+)"$/m.exec(transport)?.[1]).toBe(SDK_VERSION);
  });

  it('are the files the SDK and CLI docs tell readers to install, in both languages', async () => {
    for (const lang of ['en', 'fr']) {
      expect(await readFile(`content/${lang}/docs/sdks/javascript.mdx`, 'utf8')).toContain(
        `{host}/sdks/${SDK_FILES.javascript}`,
      );
      expect(await readFile(`content/${lang}/docs/sdks/python.mdx`, 'utf8')).toContain(
        `{host}/sdks/${SDK_FILES.python}`,
      );
      expect(await readFile(`content/${lang}/docs/sdks/cli.mdx`, 'utf8')).toContain(`{host}/sdks/${SDK_FILES.cli}`);
    }
  });
});
