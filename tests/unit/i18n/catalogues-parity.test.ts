import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../api/app.ts';
import { loadConfig } from '../../../api/config.ts';
import { operationsFr } from '../../../i18n/fr/api-reference/index.ts';

const I18N = path.resolve('i18n');

/** Every key path of a catalogue module's exports (`export.key`, nested objects included). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

async function catalogueFiles(lang: 'en' | 'fr'): Promise<string[]> {
  const entries = await readdir(path.join(I18N, lang), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(path.join(I18N, lang), path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`api-reference${path.sep}`))
    .sort();
}

describe('the catalogues have every key in both languages', () => {
  it('has the same area files in en/ and fr/ (the API reference French is checked below)', async () => {
    expect(await catalogueFiles('fr')).toEqual(await catalogueFiles('en'));
  });

  it('has the same keys in each English area file and its French twin', async () => {
    const oneLanguageOnly: string[] = [];
    for (const file of await catalogueFiles('en')) {
      const en = new Set(keyPaths(await import(path.join(I18N, 'en', file))));
      const fr = new Set(keyPaths(await import(path.join(I18N, 'fr', file))));
      oneLanguageOnly.push(
        ...[...en].filter((key) => !fr.has(key)).map((key) => `en only: ${file} ${key}`),
        ...[...fr].filter((key) => !en.has(key)).map((key) => `fr only: ${file} ${key}`),
      );
    }
    expect(oneLanguageOnly).toEqual([]);
  });

  it("has French for every operation of the server's OpenAPI document, and none for an operation it lacks", {
    timeout: 30_000,
  }, async () => {
    const config = loadConfig({}, { LOG_LEVEL: 'silent', SITE_DIR: path.join('.data', 'openapi-export-no-site') });
    // The pool connects lazily and nothing here queries, so this address is never dialled.
    const app = await buildApp({ ...config, databaseUrl: 'postgres://i18n-parity@127.0.0.1:1/none' });
    try {
      await app.ready();
      const document = app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
      const operationIds = Object.values(document.paths).flatMap((item) =>
        Object.values(item).map((operation) => operation.operationId ?? '(no operationId)'),
      );
      expect(operationIds.filter((id) => !operationsFr[id]?.summary)).toEqual([]);
      expect(Object.keys(operationsFr).filter((id) => !operationIds.includes(id))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
