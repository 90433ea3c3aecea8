import type { WorkerEvents } from 'graphile-worker';

export interface PoolLifecycle {
  /**
   * The ids its jobs can be locked by: the pool's id, which graphile-worker 0.18 writes to
   * `locked_by`, and its workers' ids (what `force_unlock_workers` is documented with).
   */
  lockOwners(): string[];
  /** Aborts once the pool has begun shutting down (gracefully or not). */
  ending: AbortSignal;
  /**
   * Resolves once the pool is shutting down, every worker has stopped and every task function
   * it started has returned: nothing can lock or run a job under its ids any more.
   */
  stopped: Promise<void>;
}

/**
 * Follows a worker pool through graphile-worker's events. Its own end (`runner.promise`) is not
 * enough: after a failed batch of completions, graphile-worker 0.18's batcher never clears its
 * backpressure and miscounts what is pending, so its shutdown can wait for ever for a batch
 * release after the last worker has stopped. A task is over at `job:complete`, or
 * `worker:fatalError` when its end could not be recorded; not at `worker:stop`, which a
 * forceful shutdown reaches while the task function still runs.
 */
export function followPool(events: WorkerEvents): PoolLifecycle {
  const owners = new Set<string>();
  const workers = new Set<string>();
  const running = new Set<string>();
  const ending = new AbortController();
  let markStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  const check = () => {
    if (ending.signal.aborted && workers.size === 0 && running.size === 0) markStopped();
  };
  const end = () => {
    ending.abort();
    check();
  };
  const taskOver = ({ worker }: { worker: { workerId: string } }) => {
    running.delete(worker.workerId);
    check();
  };
  events.on('pool:create', ({ workerPool }) => owners.add(workerPool.id));
  events.on('worker:create', ({ worker }) => {
    owners.add(worker.workerId);
    workers.add(worker.workerId);
  });
  events.on('worker:stop', ({ worker }) => {
    workers.delete(worker.workerId);
    check();
  });
  events.on('job:start', ({ worker }) => running.add(worker.workerId));
  events.on('job:complete', taskOver);
  events.on('worker:fatalError', taskOver);
  events.on('pool:gracefulShutdown', end);
  events.on('pool:forcefulShutdown', end);
  events.on('pool:release', end);
  return { lockOwners: () => [...owners], ending: ending.signal, stopped };
}
