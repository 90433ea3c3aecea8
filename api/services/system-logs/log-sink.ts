import type { NewSystemLog } from '../../repositories/system-logs-repository.ts';
import { systemLogEntry } from './log-line.ts';

export interface SystemLogSinkOptions {
  /** How often buffered lines are written; a full batch is written at once. */
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Lines kept while the database is away or not attached yet; later ones are counted and dropped. */
  maxBuffered?: number;
  /** After a failed write, how long the sink waits before trying again. */
  retryAfterMs?: number;
}

/**
 * Told (once per failed write) how many lines were lost and why. It must not log through the
 * logger the sink listens to, or a database outage would feed itself: the logger's settings
 * write the notice straight to the console stream instead (logger.ts).
 */
export type DroppedListener = (dropped: number, reason: string) => void;

export type WriteSystemLogs = (batch: readonly NewSystemLog[]) => Promise<void>;

/**
 * The logger's second destination (a pino stream: an object with `write(line)`): it keeps the
 * warn, error and fatal lines and writes them to `system_logs` in batches, off the request
 * path. Nothing here can block or fail a request: `write` only parses and buffers; the insert
 * runs later on a timer, one at a time; a failed insert drops its batch (logs are diagnostics,
 * not an audit trail), pauses the sink and reports through `onDropped`, never through the logger.
 * Until `attach` names the writer (the pool exists only after the logger), lines wait in the buffer.
 */
export function createSystemLogSink(options: SystemLogSinkOptions = {}) {
  const flushIntervalMs = options.flushIntervalMs ?? 1000;
  const maxBatch = options.maxBatch ?? 200;
  const maxBuffered = options.maxBuffered ?? 2000;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  let writer: WriteSystemLogs | null = null;
  let buffer: NewSystemLog[] = [];
  let overflow = 0;
  let pausedUntil = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let droppedListener: DroppedListener | null = null;

  const report = (dropped: number, reason: string) => {
    try {
      droppedListener?.(dropped, reason);
    } catch {
      // A broken console must not break the sink either.
    }
  };

  const schedule = (delayMs: number) => {
    if (timer || !writer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delayMs);
    // Never keeps the process alive on its own.
    timer.unref();
  };

  const writeBatch = async (batch: NewSystemLog[], write: WriteSystemLogs) => {
    try {
      await write(batch);
    } catch (error) {
      pausedUntil = Date.now() + retryAfterMs;
      report(batch.length, error instanceof Error ? error.message : String(error));
    }
  };

  /** Writes what is buffered now (one batch at a time); resolves when it is written or dropped. */
  async function flush(): Promise<void> {
    while (writing) await writing;
    const write = writer;
    if (!write || buffer.length === 0) return;
    const wait = pausedUntil - Date.now();
    if (wait > 0) {
      schedule(wait);
      return;
    }
    if (overflow > 0) {
      report(overflow, 'buffer full');
      overflow = 0;
    }
    const batch = buffer.slice(0, maxBatch);
    buffer = buffer.slice(batch.length);
    writing = writeBatch(batch, write).finally(() => {
      writing = null;
    });
    await writing;
    if (buffer.length > 0) schedule(buffer.length >= maxBatch ? 0 : flushIntervalMs);
  }

  return {
    /** pino's stream interface: one serialised line. */
    write(line: string): void {
      const entry = systemLogEntry(line);
      if (!entry) return;
      if (buffer.length >= maxBuffered) {
        overflow += 1;
        return;
      }
      buffer.push(entry);
      schedule(buffer.length >= maxBatch ? 0 : flushIntervalMs);
    },
    onDropped(listener: DroppedListener): void {
      droppedListener = listener;
    },
    /** Starts writing (buffered lines included) through `write`, e.g. the app's pool once it exists. */
    attach(write: WriteSystemLogs): void {
      writer = write;
      if (buffer.length > 0) schedule(0);
    },
    /** Writes everything buffered now; then stops writing (shutdown: before the pool closes). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      pausedUntil = 0;
      while (buffer.length > 0 && writer) {
        const before = buffer.length;
        await flush();
        if (buffer.length >= before) break;
      }
      writer = null;
    },
    flush,
    pending: () => buffer.length,
  };
}

export type SystemLogSink = ReturnType<typeof createSystemLogSink>;
