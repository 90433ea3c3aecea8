import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import pg from 'pg';
import { createSettingsRepository, SETTINGS_CHANNEL } from '../../repositories/settings-repository.ts';
import { checkSettingValue, definitionsOf, type SettingKey, settingDefinition } from './registry.ts';

export type FeatureFlag = SettingKey<'feature_flags'>;
export type FeatureFlagValues = Record<FeatureFlag, boolean>;

/**
 * How long a process trusts the flags it read without hearing from PostgreSQL: the fallback
 * should a NOTIFY be missed (the listening connection down, or being re-established).
 */
export const FLAGS_CACHE_MS = 5000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export interface FeatureFlags {
  /** Whether the flag is on now (at most FLAGS_CACHE_MS old; a NOTIFY makes the next read fresh). */
  isOn(flag: FeatureFlag): Promise<boolean>;
  /** Every flag, as the same read sees them. */
  values(): Promise<FeatureFlagValues>;
  /** Forgets the cached flags: this process changed them, so its next read must not wait for the NOTIFY. */
  forget(): void;
  /** Stops listening (the process is closing). */
  close(): Promise<void>;
}

function defaults(): FeatureFlagValues {
  return Object.fromEntries(
    definitionsOf('feature_flags').map(([key, definition]) => [key, definition.default]),
  ) as FeatureFlagValues;
}

async function readFlags(db: Knex): Promise<FeatureFlagValues> {
  const keys = definitionsOf('feature_flags').map(([key]) => key);
  const stored = await createSettingsRepository(db).findValues('feature_flags', keys);
  const flags = defaults();
  for (const [key, value] of stored) {
    const definition = settingDefinition('feature_flags', key);
    // A value that is not a boolean (an edit by hand) leaves the default rather than a guess.
    if (definition && checkSettingValue(definition, value) === null) flags[key as FeatureFlag] = value as boolean;
  }
  return flags;
}

/**
 * The feature flags as every API and worker process sees them. A dedicated PostgreSQL
 * connection LISTENs on SETTINGS_CHANNEL (the settings service NOTIFYs in the transaction that
 * changes a value, so the message arrives at commit); a notification makes the next read go
 * to the database. The connection reconnects with backoff when it drops, and the short cache
 * keeps changes arriving within FLAGS_CACHE_MS meanwhile. Listening starts at the first read. `connectionString` null: no
 * listener, the cache alone (scripts, tests that do not need it).
 */
export function createFeatureFlags(options: {
  db: Knex;
  connectionString: string | null;
  log: FastifyBaseLogger;
  cacheMs?: number;
}): FeatureFlags {
  const cacheMs = options.cacheMs ?? FLAGS_CACHE_MS;
  // Ages on the monotonic clock: a wall clock set back (or faked by a test) must not make a read immortal.
  let cached: { flags: FeatureFlagValues; at: number } | null = null;
  /**
   * Bumped by every invalidation. A read that started before a NOTIFY may have seen the old
   * values: it answers its own callers but is not cached, and later callers start a new read.
   */
  let generation = 0;
  let loading: { promise: Promise<FeatureFlagValues>; generation: number } | null = null;
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let backoff = RECONNECT_MIN_MS;

  const load = (): Promise<FeatureFlagValues> => {
    // One read per generation; concurrent callers share it.
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const promise: Promise<FeatureFlagValues> = readFlags(options.db)
      .then((flags) => {
        if (started === generation) cached = { flags, at: performance.now() };
        return flags;
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
  const values = async (): Promise<FeatureFlagValues> => {
    // Listening starts with the first read, so a process that never reads flags (the OpenAPI
    // export) opens no connection.
    if (!listening) {
      listening = true;
      startListening();
    }
    if (cached && performance.now() - cached.at < cacheMs) return cached.flags;
    try {
      return await load();
    } catch (error) {
      // The database is unreachable: the last known flags (or the defaults) rather than a 500 here;
      // whatever the request does next meets the same database and fails on its own terms.
      options.log.warn({ err: error }, 'feature flags could not be read; using the last known values');
      return cached?.flags ?? defaults();
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
      void values();
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
    async isOn(flag) {
      return (await values())[flag];
    },
    values,
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
