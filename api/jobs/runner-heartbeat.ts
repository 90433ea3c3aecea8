import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface HeartbeatOptions {
  /** The connection the beats use (a pool of one, apart from the jobs'). */
  pool: pg.Pool;
  runnerId: string;
  heartbeatMs: number;
  deadAfterMs: number;
  log: FastifyBaseLogger;
}

/** A runner released because it stopped beating. */
export interface DeadRunner {
  runnerId: string;
  host: string;
  pid: number;
  beatAt: string;
}

export interface RunnerHeartbeat {
  /**
   * Records this runner alive, holding `lockOwners` (graphile-worker ids whose locks it may
   * hold). False when the database did not answer.
   */
  beat(lockOwners: string[]): Promise<boolean>;
  /** The last beat succeeded, recently enough to vouch for the database now. */
  healthy(): boolean;
  /**
   * Deletes the runners silent for longer than `deadAfterMs` and releases their jobs, in one
   * statement. Only once this runner's own beats have succeeded without a gap for longer than
   * that: an outage silences every runner, and a runner is dead only if it stayed silent while
   * the database was there to hear it.
   */
  sweep(): Promise<DeadRunner[]>;
  /** Releases the jobs locked by `ids`; only ever ids whose workers have stopped. */
  release(ids: string[]): Promise<void>;
  /** Deletes this runner's row (it stopped, its locks released). */
  forget(): Promise<void>;
  /** Calls `listener` each time a beat succeeds after one failed: the database is back. */
  onRecovered(listener: () => void): () => void;
}

const BEAT = `
insert into job_runner_heartbeats (runner_id, worker_ids, host, pid)
values ($1, $2::text[], $3, $4)
on conflict (runner_id) do update set worker_ids = excluded.worker_ids, beat_at = now()
returning (extract(epoch from now()) * 1000)::float8 as now_ms, (xmax = 0) as inserted`;

// The data-modifying CTE runs whatever the outer query reads; the function sees its rows.
const SWEEP = `
with dead as (
  delete from job_runner_heartbeats
  where runner_id <> $1 and beat_at < now() - $2::float8 * interval '1 millisecond'
  returning runner_id, host, pid, beat_at, worker_ids
)
select
  graphile_worker.force_unlock_workers(
    coalesce((select array_agg(id) from dead, unnest(dead.worker_ids) as id), '{}')
  ) as unlocked,
  coalesce(
    (select json_agg(json_build_object('runnerId', runner_id, 'host', host, 'pid', pid, 'beatAt', beat_at)) from dead),
    '[]'
  ) as runners`;

/** A statement that waits longer than this counts as failed (the beat is then retried). */
const STATEMENT_TIMEOUT_FLOOR_MS = 2000;

export function createRunnerHeartbeat(options: HeartbeatOptions): RunnerHeartbeat {
  const { pool, runnerId, heartbeatMs, deadAfterMs, log } = options;
  const timeout = Math.max(heartbeatMs, STATEMENT_TIMEOUT_FLOOR_MS);
  // Two successful beats further apart than this (database clock) are a gap: a failed or
  // skipped beat, a stalled process. The sweep's proof of a present database starts again.
  const maxGapMs = 2 * heartbeatMs;
  const host = hostname();
  let streak: { sinceMs: number; lastMs: number } | null = null;
  let lastSuccessAt: number | null = null;
  let failing = false;
  let registered = false;
  const listeners = new Set<() => void>();

  // pg honours a per-query `query_timeout` (its types only know the client-wide one).
  const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) =>
    pool.query<Row>({ text, values, query_timeout: timeout } as pg.QueryConfig);

  return {
    async beat(lockOwners) {
      try {
        const { rows } = await query<{ now_ms: number; inserted: boolean }>(BEAT, [
          runnerId,
          lockOwners,
          host,
          process.pid,
        ]);
        const row = rows[0];
        if (!row) throw new Error('the heartbeat statement returned no row');
        if (streak && row.now_ms - streak.lastMs <= maxGapMs) streak.lastMs = row.now_ms;
        else streak = { sinceMs: row.now_ms, lastMs: row.now_ms };
        lastSuccessAt = performance.now();
        if (row.inserted && registered) {
          // Another runner judged this one dead (it was silent too long) and released its jobs.
          log.warn({ runnerId }, 'job runner heartbeat had been swept by another runner; recorded again');
        }
        registered = true;
        if (failing) {
          failing = false;
          log.info({ runnerId }, 'job runner reaches the database again');
          for (const listener of listeners) listener();
        }
        return true;
      } catch (error) {
        streak = null;
        if (!failing) {
          failing = true;
          log.warn({ err: error, runnerId }, 'job runner heartbeat failed; the database may be down');
        }
        return false;
      }
    },
    healthy: () => !failing && lastSuccessAt !== null && performance.now() - lastSuccessAt < 3 * heartbeatMs,
    async sweep() {
      if (!streak || streak.lastMs - streak.sinceMs <= deadAfterMs) return [];
      const { rows } = await query<{ runners: DeadRunner[] }>(SWEEP, [runnerId, deadAfterMs]);
      const runners = rows[0]?.runners ?? [];
      for (const dead of runners) {
        log.warn({ deadRunner: dead, deadAfterMs }, 'job runner stopped beating; its jobs are released');
      }
      return runners;
    },
    async release(ids) {
      if (ids.length === 0) return;
      await query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
    },
    async forget() {
      await query('delete from job_runner_heartbeats where runner_id = $1', [runnerId]);
      registered = false;
    },
    onRecovered(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
