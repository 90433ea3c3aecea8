import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * Writes the server's OpenAPI document for the site build (`npm run build` runs this first):
 * the API reference page is generated from it, so it lists exactly what the server serves.
 * The app is built but never listens, and nothing here touches a database.
 *
 *   node api/cli/export-openapi.ts [output file]   (default site/generated/openapi.json)
 */
export const OPENAPI_OUTPUT = path.join('site', 'generated', 'openapi.json');

async function main(): Promise<void> {
  const output = path.resolve(process.argv[2] ?? OPENAPI_OUTPUT);
  // A fixed configuration: the document must not depend on the shell that builds it.
  const config = loadConfig({}, { LOG_LEVEL: 'silent', SITE_DIR: path.join('.data', 'openapi-export-no-site') });
  // The pool connects lazily; no query runs, so this address is never dialled.
  const app = await buildApp({ ...config, databaseUrl: 'postgres://openapi-export@127.0.0.1:1/none' });
  try {
    await app.ready();
    const document = app.swagger();
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
    const operations = Object.values(document.paths ?? {}).reduce(
      (total, item) => total + Object.keys(item ?? {}).length,
      0,
    );
    process.stdout.write(
      `OpenAPI document (${operations} operations) written to ${path.relative(process.cwd(), output)}\n`,
    );
  } finally {
    await app.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `export-openapi failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
