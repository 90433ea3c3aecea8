import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NewApiRequestLog } from '../repositories/api-request-logs-repository.ts';
import { callerLivemode } from '../services/payments/livemode.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** API-key and OAuth-app calls waiting to be written; `flush()` writes them now (tests, shutdown). */
    requestLogs: { flush(): Promise<void>; pending(): number };
  }
}

export interface RequestLogOptions {
  /** How often buffered calls are written; a full batch is written at once. */
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Rows held at most (buffered and being written) while PostgreSQL is slow or away. */
  maxPending?: number;
}

/**
 * Logs every public API call made with an API key or an OAuth app's access token (issue 17)
 * after its answer has gone: the key or the app, the call's mode
 * (live or test, by the one rule of services/payments/livemode.ts), method, route pattern (never
 * the raw URL, body or Authorization header), status, duration, request id, address and time,
 * buffered in memory and written in one insert per batch, so logging adds nothing to the
 * request path. A write that fails is logged and dropped: request logs are analytics, not an
 * audit trail. While writes are slow, the rows waiting for them are bounded (`maxPending`,
 * 20 000 by default: about 10 s of the read bench's rate, a few MB): past it new rows are
 * dropped and counted in a warning, so a slow database cannot grow the process's memory.
 */
async function requestLog(app: FastifyInstance, options: RequestLogOptions) {
  const flushIntervalMs = options.flushIntervalMs ?? 1000;
  const maxBatch = options.maxBatch ?? 500;
  const maxPending = options.maxPending ?? 20_000;
  let buffer: NewApiRequestLog[] = [];
  /** Rows handed to writes that have not finished yet. */
  let queued = 0;
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    const batch = buffer;
    buffer = [];
    queued += batch.length;
    writing = writing.then(async () => {
      if (dropped > 0) {
        app.log.warn({ dropped }, 'API request log rows dropped: writes were behind');
        dropped = 0;
      }
      if (batch.length === 0) return;
      try {
        await app.store.apiRequestLogs.insertBatch(batch);
      } catch (error) {
        app.log.warn({ err: error, dropped: batch.length }, 'API request log batch not written');
      } finally {
        queued -= batch.length;
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  app.decorate('requestLogs', { flush, pending: () => buffer.length });

  const mode = app.config.PAYMENTS_MODE;
  app.addHook('onResponse', async (request, reply) => {
    const key = request.apiKeyCaller;
    // Read through `?? null`: the OAuth server's plugin, which decorates it, registers later.
    const oauthApp = key ? null : (request.oauthAppCaller ?? null);
    if (!key && !oauthApp) return;
    if (buffer.length + queued >= maxPending) {
      dropped += 1;
      return;
    }
    buffer.push({
      apiKeyId: key?.id ?? null,
      oauthAppId: oauthApp?.id ?? null,
      livemode: callerLivemode({ apiKey: key, oauth: oauthApp }, mode),
      method: request.method,
      endpoint: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      responseTimeMs: Math.max(0, Math.round(reply.elapsedTime)),
      requestId: request.id,
      ip: request.ip,
      createdAt: new Date(),
    });
    if (buffer.length >= maxBatch) void flush();
  });

  // Before the pool closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}

export default fp(requestLog, {
  name: 'request-log',
  fastify: '5.x',
  dependencies: ['store', 'api-key-auth'],
});
