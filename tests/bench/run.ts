import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: runs every `tests/bench/<topic>/bench.ts` in its own process, one after
 * the other so they do not compete for the two cores. Each prints its figures beside a
 * baseline measured in the same run; `npm run bench -- payments` runs one topic.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const topics = (await readdir(root, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && (only.length === 0 || only.includes(entry.name)))
  .map((entry) => entry.name)
  .sort();

let failed = false;
for (const topic of topics) {
  const script = path.join(root, topic, 'bench.ts');
  process.stdout.write(`\n=== bench: ${topic} ===\n`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (topics.length === 0) process.stdout.write('No benchmarks found under tests/bench/<topic>/bench.ts\n');
process.exit(failed ? 1 : 0);
