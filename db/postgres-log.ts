/**
 * On a fresh database graphile-worker's `runMigrations` (db/migrate.ts) first reads its
 * `graphile_worker.migrations` table; PostgreSQL logs the missing table as an ERROR (with the
 * statement), then graphile-worker catches that (42P01) and installs its schema. Nothing has
 * failed, so `npm start`'s first run must not print it. Only this message is left out.
 */
const WORKER_SCHEMA_PROBE = /\bERROR:\s+relation "graphile_worker\.migrations" does not exist/;
const FAILURE = /\b(?:FATAL|PANIC|ERROR)\b/;

/**
 * What of a chunk of the embedded PostgreSQL's log is worth printing: the chunk when it
 * reports a failure, without graphile-worker's expected first-start probe; null otherwise.
 */
export function postgresFailures(chunk: string): string | null {
  const kept: string[] = [];
  let inProbe = false;
  for (const line of chunk.split('\n')) {
    if (WORKER_SCHEMA_PROBE.test(line)) {
      inProbe = true;
      continue;
    }
    // The probe's STATEMENT entry follows it; the statement's own lines are tab-indented.
    if (inProbe && (/\bSTATEMENT:/.test(line) || /^\s/.test(line))) continue;
    inProbe = false;
    kept.push(line);
  }
  const rest = kept.join('\n').trim();
  return FAILURE.test(rest) ? rest : null;
}
