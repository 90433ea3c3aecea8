import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { KEEPALIVE_INITIAL_DELAY_MS } from '../../database/timeouts.ts';
import { SETTINGS_CHANNEL } from '../../repositories/settings-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { defaultSnapshot, readSnapshot, type SettingsSnapshot } from './settings-snapshot.ts';

/**
 * How long a process trusts the settings it read without hearing from PostgreSQL: the fallback
 * should a NOTIFY be missed (the listening connection down, or being re-established).
 */
export const SETTINGS_CACHE_MS = 5000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
const LISTENER_CONNECT_TIMEOUT_MS = 5000;
/** Longest a request waits for the settings (one small select, normally a millisecond). */
const READ_DEADLINE_MS = 1000;

export interface LiveSettings {
  /** Every setting now (at most SETTINGS_CACHE_MS old; a NOTIFY makes the next read fresh). */
  snapshot(): Promise<SettingsSnapshot>;
  /** Forgets the cached settings: this process changed them, so its next read must not wait for the NOTIFY. */
  forget(): void;
  /** Stops listening (the process is closing). */
  close(): Promise<void>;
}

/**
 * The settings as every API and worker process sees them (the feature flags, the payment
 * rules, the fee schedule): read on the request path, so cached. A dedicated PostgreSQL
 * connection LISTENs on SETTINGS_CHANNEL (the settings service NOTIFYs in the transaction that
 * changes a value, so the message arrives at commit); a notification makes the next read go
 * to the database. The connection reconnects with backoff when it drops, and the short cache
 * keeps changes arriving within FLAGS_CACHE_MS meanwhile. Listening starts at the first read. `connectionString` null: no
 * listener, the cache alone (scripts, tests that do not need it).
 */
export function createLiveSettings(options: {
  store: Store;
  connectionString: string | null;
  log: FastifyBaseLogger;
  cacheMs?: number;
}): LiveSettings {
  const cacheMs = options.cacheMs ?? SETTINGS_CACHE_MS;
  // Ages on the monotonic clock: a wall clock set back (or faked by a test) must not make a read immortal.
  let cached: { settings: SettingsSnapshot; at: number } | null = null;
  /** The last settings read, kept through invalidations: what a read that fails falls back to. */
  let lastKnown: SettingsSnapshot | null = null;
  /** A read failed and none has succeeded since: the warning is said once per outage. */
  let failing = false;
  /**
   * Bumped by every invalidation. A read that started before a NOTIFY may have seen the old
   * values: it answers its own callers but is not cached, and later callers start a new read.
   */
  let generation = 0;
  let loading: { promise: Promise<SettingsSnapshot>; generation: number } | null = null;
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let backoff = RECONNECT_MIN_MS;

  const load = (): Promise<SettingsSnapshot> => {
    // One read per generation; concurrent callers share it.
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const promise: Promise<SettingsSnapshot> = readSnapshot(options.store)
      .then((settings) => {
        if (started === generation) cached = { settings, at: performance.now() };
        lastKnown = settings;
        failing = false;
        return settings;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { promise, generation: started };
    return promise;
  };

  const invalidate = () => {
    generation += 1;
    cached = null;
  };

  let listening = false;
  /** The connection attempt under way, which close() waits for so none outlives the process's pool. */
  let connecting: Promise<void> | null = null;
  const startListening = () => {
    connecting = listen().finally(() => {
      connecting = null;
    });
  };
  const snapshot = async (): Promise<SettingsSnapshot> => {
    // Listening starts with the first read, so a process that never reads settings (the OpenAPI
    // export) opens no connection.
    if (!listening) {
      listening = true;
      startListening();
    }
    if (cached && performance.now() - cached.at < cacheMs) return cached.settings;
    let timer: NodeJS.Timeout | undefined;
    try {
      // A frozen database would hold the read until the query's deadline, and the request with
      // it, before the request's own queries wait again: past READ_DEADLINE_MS the request goes
      // on with the last known values (the read still lands in the cache when it answers).
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`settings not read within ${READ_DEADLINE_MS} ms`)),
          READ_DEADLINE_MS,
        );
      });
      return await Promise.race([load(), deadline]);
    } catch (error) {
      // The database is unreachable: the last known settings (or the defaults) rather than a 500
      // here; whatever the request does next meets the same database and fails on its own terms.
      if (!failing) options.log.warn({ err: error }, 'settings could not be read; using the last known values');
      failing = true;
      return lastKnown ?? defaultSnapshot();
    } finally {
      clearTimeout(timer);
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      startListening();
    }, backoff);
    retryTimer.unref();
    backoff = Math.min(backoff * 2, RECONNECT_MAX_MS);
  };

  const listen = async (): Promise<void> => {
    if (closed || !options.connectionString) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'cemac-open-banking-settings-listener',
      // A frozen or unreachable server must not hold the attempt (and close(), which waits
      // for it) forever; keepalive notices a connection whose peer vanished without a reset.
      connectionTimeoutMillis: LISTENER_CONNECT_TIMEOUT_MS,
      query_timeout: LISTENER_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      // Whatever was NOTIFYed while deaf must not be missed: read afresh next time.
      invalidate();
      if (!closed) {
        options.log.warn({ err: error }, 'settings listener connection lost; reconnecting');
        scheduleReconnect();
      }
      next.end().catch(() => {});
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel !== SETTINGS_CHANNEL) return;
      invalidate();
      void snapshot();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SETTINGS_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      backoff = RECONNECT_MIN_MS;
      invalidate();
    } catch (error) {
      onLost(error as Error);
    }
  };

  return {
    snapshot,
    forget: invalidate,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
