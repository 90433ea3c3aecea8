import { describe, expect, it } from 'vitest';
import { postgresFailures } from '../../../db/postgres-log.ts';

const PROBE = [
  '2026-11-25 18:45:13.297 UTC [25358] ERROR:  relation "graphile_worker.migrations" does not exist at character 85',
  "2026-11-25 18:45:13.297 UTC [25358] STATEMENT:  select current_setting('server_version_num') as server_version_num,",
  '\t(select id from "graphile_worker".migrations order by id desc limit 1) as id,',
  '\t(select id from "graphile_worker".migrations where breaking is true order by id desc limit 1) as biggest_breaking_id;',
].join('\n');
const REAL = '2026-11-25 18:45:14.001 UTC [25360] ERROR:  duplicate key value violates unique constraint "users_pkey"';

describe('postgresFailures', () => {
  it("leaves out graphile-worker's first-start probe of its own schema", () => {
    expect(postgresFailures(PROBE)).toBeNull();
  });

  it('keeps every other failure, also when it arrives with the probe', () => {
    expect(postgresFailures(REAL)).toBe(REAL);
    expect(postgresFailures(`${PROBE}\n${REAL}`)).toBe(REAL);
    expect(postgresFailures('FATAL:  the database system is shutting down')).toContain('FATAL');
  });

  it('prints nothing for ordinary log lines', () => {
    expect(postgresFailures('LOG:  database system is ready to accept connections')).toBeNull();
  });
});
