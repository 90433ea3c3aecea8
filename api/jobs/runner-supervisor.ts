import { randomBytes } from 'node:crypto';
import type { JobContext } from './context.ts';
import { startDispatchPoller } from './dispatch-poller.ts';
import { type PoolRun, startPaymentsRunner, workerPool } from './runner.ts';
import { createRunnerHeartbeat } from './runner-heartbeat.ts';

export interface JobRunnerOptions {
  connectionString: string;
  concurrency: number;
  /** How often to look for jobs when no LISTEN notification arrived (ms). */
  pollInterval?: number;
  /** JOB_RUNNER_HEARTBEAT_MS: how often this runner records that it is alive. */
  heartbeatMs: number;
  /** JOB_RUNNER_DEAD_AFTER_MS: a runner silent this long is dead and its jobs are released. */
  deadAfterMs: number;
}

export type JobRunnerStatus = 'ok' | 'down';

export interface JobRunner {
  readonly runnerId: string;
  /** `ok` while a worker pool runs and this runner's heartbeats reach the database. */
  status(): JobRunnerStatus;
  /**
   * Stops for good: no new jobs, running ones finish. Those still running at `deadline` (epoch
   * ms) are released at once to another runner (their locks cleared), then abandoned.
   */
  stop(deadline: number): Promise<void>;
}

const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A pool that ran this long before it stopped was healthy: the backoff starts again. */
const HEALTHY_RUN_MS = 60_000;
/** How long a stop waits for the pools' connections to close after the deadline. */
const POOL_END_WAIT_MS = 5000;

/** Resolves true if `promise` settles before `deadline` (epoch ms), false otherwise. */
async function settlesBy(promise: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The job runner of a process (`PAYMENTS_WORKER=inline` or `npm run worker`): a graphile-worker
 * pool kept running. It never throws and never gives up:
 *
 * - **Heartbeat** (runner-heartbeat.ts): every `heartbeatMs` it records its lock owner ids,
 *   and sweeps the runners silent for `deadAfterMs`, releasing their jobs. The ids of a new
 *   pool are recorded before any of its workers takes a job.
 * - **Restart**: a pool that stops without being asked (a database outage failing a job's
 *   completion, any fatal error) is replaced, with backoff (1 s doubling to 30 s, or at once
 *   when the heartbeat reaches the database again). Its workers have all stopped and its jobs
 *   have returned, so its locks are released first: nothing it held waits for the sweep.
 */
export function startJobRunner(ctx: JobContext, options: JobRunnerOptions): JobRunner {
  const runnerId = `runner-${randomBytes(9).toString('hex')}`;
  const log = ctx.log.child({ runnerId });
  const pool = workerPool(log, options.connectionString, options.concurrency + 2);
  // Its own connection, so a pool busy with jobs never holds a beat back.
  const beatPool = workerPool(log, options.connectionString, 1);
  const heartbeat = createRunnerHeartbeat({
    pool: beatPool,
    runnerId,
    heartbeatMs: options.heartbeatMs,
    deadAfterMs: options.deadAfterMs,
    log,
  });
  const stopDispatch = startDispatchPoller(ctx);

  let current: PoolRun | null = null;
  /** Lock owners of the pool running now (recorded before its first job). */
  const live = new Set<string>();
  /** Lock owners of this runner's stopped pools whose locks are not released yet. */
  const stale = new Set<string>();
  let stopping = false;
  let deadline = Number.POSITIVE_INFINITY;
  const halt = new AbortController();
  const stopRequested = new Promise<void>((resolve) => halt.signal.addEventListener('abort', () => resolve()));
  /** Set once this runner is removed from the heartbeats: no beat may record it again. */
  let forgotten = false;

  // One beat at a time; a caller arriving during one gets the next, which records its ids.
  let beating: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const beatNow = (): Promise<boolean> => {
    if (forgotten) return Promise.resolve(false);
    if (!beating) {
      beating = heartbeat.beat([...stale, ...live]).finally(() => {
        beating = null;
      });
      return beating;
    }
    queued ??= beating.then(() => {
      queued = null;
      return beatNow();
    });
    return queued;
  };

  const tick = async () => {
    if (!(await beatNow()) || stopping) return;
    try {
      await heartbeat.sweep();
    } catch (error) {
      log.warn({ err: error }, 'job runner sweep failed; retried at the next heartbeat');
    }
  };
  void tick();
  const beats = setInterval(() => void tick(), options.heartbeatMs);

  const recordLockOwners = async (ids: string[], ended: AbortSignal) => {
    for (const id of ids) live.add(id);
    // A worker of a pool shutting down takes no job: nothing to record for it then.
    while (!ended.aborted && !stopping) {
      if (await beatNow()) return;
      await new Promise((resolve) => setTimeout(resolve, options.heartbeatMs));
    }
  };

  /** Waits `ms`, less if the database comes back or a stop is asked for. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const unsubscribe = heartbeat.onRecovered(done);
      halt.signal.addEventListener('abort', done);
      function done() {
        clearTimeout(timer);
        unsubscribe();
        halt.signal.removeEventListener('abort', done);
        resolve();
      }
    });

  /**
   * Graceful stop of `run` until the deadline. Past it, the jobs still running are released at
   * once (their locks cleared, their run time kept) and the pool is left to its end: the process
   * is about to exit, and graphile-worker's forceful shutdown would only fail those jobs with a
   * retry delay.
   */
  const drain = async (run: PoolRun) => {
    void run.runner.stop().catch(() => {});
    if (await settlesBy(run.finished, deadline)) return;
    log.warn('jobs still running at the shutdown deadline: their locks are released for another runner');
    try {
      await heartbeat.release(run.lockOwners());
    } catch (error) {
      log.warn({ err: error }, 'could not release the running jobs; other runners do once this one is judged dead');
    }
  };

  const supervise = async () => {
    let backoff = RESTART_MIN_MS;
    const retryLater = async () => {
      await pause(backoff);
      backoff = Math.min(backoff * 2, RESTART_MAX_MS);
    };
    while (!stopping) {
      if (stale.size > 0) {
        try {
          await heartbeat.release([...stale]);
          stale.clear();
        } catch (error) {
          log.warn({ err: error }, 'could not release the jobs of the stopped worker pool yet; retrying');
          await retryLater();
          continue;
        }
      }
      let run: PoolRun;
      try {
        run = await startPaymentsRunner(ctx, {
          pgPool: pool,
          concurrency: options.concurrency,
          pollInterval: options.pollInterval,
          recordLockOwners,
        });
      } catch (error) {
        log.warn({ err: error }, 'job runner did not start; retrying');
        live.clear();
        await retryLater();
        continue;
      }
      current = run;
      const startedAt = performance.now();
      const stopped = await Promise.race([run.finished.then(() => false), stopRequested.then(() => true)]);
      if (stopped) await drain(run);
      current = null;
      // Every worker of the pool has stopped and every job it started has returned (or, past
      // the shutdown deadline, been released): its locks are nobody's now.
      for (const id of run.lockOwners()) stale.add(id);
      live.clear();
      if (stopping) return;
      log.error('job runner stopped without being asked (see the errors above); starting it again');
      if (performance.now() - startedAt > HEALTHY_RUN_MS) backoff = RESTART_MIN_MS;
      await retryLater();
    }
  };
  const supervising = supervise();

  let stopped: Promise<void> | null = null;
  return {
    runnerId,
    status: () => (!stopping && current && heartbeat.healthy() ? 'ok' : 'down'),
    stop(at) {
      stopped ??= (async () => {
        stopping = true;
        deadline = at;
        halt.abort();
        await supervising;
        clearInterval(beats);
        await settlesBy(stopDispatch(), deadline);
        forgotten = true;
        // A beat under way would record this runner again after its row is deleted.
        while (beating || queued) await (queued ?? beating);
        try {
          await heartbeat.release([...stale, ...live]);
          await heartbeat.forget();
        } catch (error) {
          log.warn(
            { err: error },
            'could not remove this job runner from the heartbeats; the others release its jobs once it is judged dead',
          );
        }
        await settlesBy(Promise.allSettled([pool.end(), beatPool.end()]), Date.now() + POOL_END_WAIT_MS);
      })();
      return stopped;
    },
  };
}
