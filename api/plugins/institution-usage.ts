import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InstitutionUsageCounter } from '../services/institutions/monthly-quota.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls counted against institutions' monthly quotas; `flush()` writes them now (tests, shutdown). */
    institutionUsage: InstitutionUsageCounter & {
      flush(): Promise<void>;
      /** Told which calls each write stored (the key credentials cache adds them to what it keeps). */
      onWritten(listener: (written: readonly { institutionId: string; month: string; calls: number }[]) => void): void;
    };
  }
}

export interface InstitutionUsageOptions {
  flushIntervalMs?: number;
}

/**
 * Counts the calls made with institution members' keys in memory and adds them to
 * `institution_api_usage` in one statement a second (and on close), the way request logs are
 * batched: the request path never waits for PostgreSQL to count. Counts being written stay
 * visible to `pending` until the write commits, so a call is never missed in between; a write
 * that fails keeps its counts for the next one.
 */
async function institutionUsage(app: FastifyInstance, options: InstitutionUsageOptions) {
  let counts = new Map<string, number>();
  let writing = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();
  const listeners: ((written: readonly { institutionId: string; month: string; calls: number }[]) => void)[] = [];
  const keyOf = (institutionId: string, month: string) => `${institutionId}|${month}`;

  const flush = (): Promise<void> => {
    chain = chain.then(async () => {
      if (counts.size === 0) return;
      writing = counts;
      counts = new Map();
      const entries = [...writing].map(([key, calls]) => {
        const [institutionId = '', month = ''] = key.split('|');
        return { institutionId, month, calls };
      });
      try {
        await app.store.institutions.addUsage(entries);
        // Before `writing` empties: a cached stored usage never misses these calls.
        for (const listener of listeners) listener(entries);
      } catch (error) {
        app.log.warn({ err: error }, 'institution API usage not written; kept for the next write');
        for (const [key, calls] of writing) counts.set(key, (counts.get(key) ?? 0) + calls);
      } finally {
        writing = new Map();
      }
    });
    return chain;
  };

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000);
  timer.unref();

  app.decorate('institutionUsage', {
    pending: (institutionId, month) =>
      (counts.get(keyOf(institutionId, month)) ?? 0) + (writing.get(keyOf(institutionId, month)) ?? 0),
    add: (institutionId, month) => {
      const key = keyOf(institutionId, month);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    flush,
    onWritten: (listener) => {
      listeners.push(listener);
    },
  } satisfies FastifyInstance['institutionUsage']);

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}

export default fp(institutionUsage, { name: 'institution-usage', fastify: '5.x', dependencies: ['store'] });
