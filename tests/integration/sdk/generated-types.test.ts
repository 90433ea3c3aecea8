import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const COMMITTED = 'sdks/javascript/src/generated/openapi.d.ts';

/**
 * The SDK's types must be those of the server it ships with: the OpenAPI document is exported
 * from the app (no database, no listening) and typed again into a scratch folder, exactly as
 * `npm run sdk:types` does, and compared with the committed file. A route or schema change
 * without `npm run sdk:types` fails here.
 */
test('sdks/javascript/src/generated/openapi.d.ts is what `npm run sdk:types` generates now', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'sdk-types-'));
  try {
    const document = path.join(scratch, 'openapi.json');
    const types = path.join(scratch, 'openapi.d.ts');
    await run(process.execPath, ['api/cli/export-openapi.ts', document]);
    await run(process.execPath, [
      'node_modules/openapi-typescript/bin/cli.js',
      document,
      '--output',
      types,
      '--silent',
    ]);
    const fresh = await readFile(types, 'utf8');
    const committed = await readFile(COMMITTED, 'utf8');
    // toBe would print 16 000 lines; the message says what to do.
    expect(fresh === committed, `${COMMITTED} is stale: run \`npm run sdk:types\` and commit it`).toBe(true);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}, 60_000);
