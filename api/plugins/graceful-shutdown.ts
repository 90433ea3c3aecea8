import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError, envelope } from '../errors.ts';

export interface GracefulShutdown {
  /**
   * Starts the drain, once (later calls return the same deadline, epoch ms): readiness answers
   * 503, the listener takes no new connections, a request arriving on an open connection gets
   * the 503 `shutting_down` envelope, each connection closes once its answer is sent, and past
   * SHUTDOWN_DEADLINE_MS the connections still open are cut.
   */
  begin(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: GracefulShutdown;
  }
}

/** The probes keep their own answers while draining: liveness 200, readiness 503 (`stopping`). */
const PROBES = new Set(['/api/healthz', '/api/readyz']);
/** While draining, connections that went idle (an answer sent before the drain began) are closed this often. */
const IDLE_SWEEP_MS = 100;

/**
 * Graceful shutdown of the HTTP side (api/server.ts calls `begin()` on SIGTERM/SIGINT, then
 * `app.close()`). Registered last, so its preClose runs after every other plugin's (event
 * streams ended, the job runner stopped: payments-worker.ts) and, by waiting for the last
 * connection, holds back every onClose hook (log flushes, the database pool) until requests in
 * flight have their real answers. Fastify's own `return503OnClosing` is off (app.ts): its body is
 * not the error envelope.
 */
async function gracefulShutdown(app: FastifyInstance) {
  let deadline: number | null = null;
  let drained: Promise<void> = Promise.resolve();

  const drain = (until: number) =>
    new Promise<void>((resolve) => {
      const server = app.server;
      if (!server.listening) {
        resolve();
        return;
      }
      const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const cut = setTimeout(
        () => {
          app.log.warn('requests still in flight at the shutdown deadline: their connections are cut');
          server.closeAllConnections();
        },
        Math.max(0, until - Date.now()),
      );
      // No new connections; Node closes the idle ones and calls back once the last has ended.
      server.close(() => {
        clearInterval(idle);
        clearTimeout(cut);
        resolve();
      });
    });

  app.decorate('shutdown', {
    begin() {
      if (deadline !== null) return deadline;
      deadline = Date.now() + app.config.SHUTDOWN_DEADLINE_MS;
      app.readiness.stopping = true;
      drained = drain(deadline);
      return deadline;
    },
  } satisfies GracefulShutdown);

  // Answered here rather than thrown: a draining server turning work away is expected, not a
  // failure for the error log (the error handler logs every 5xx there, System Logs included).
  app.addHook('onRequest', async (request, reply) => {
    if (deadline === null || PROBES.has(request.routeOptions.url ?? '')) return;
    const refusal = new AppError('service_unavailable', HTTP_MESSAGES.shuttingDown);
    request.log.info({ code: refusal.code }, 'request rejected: the server is shutting down');
    return reply
      .code(refusal.statusCode)
      .headers({ 'retry-after': '1', connection: 'close' })
      .send(envelope(refusal, request.id));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // The client's next request opens a connection to another instance.
    if (deadline !== null) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('preClose', async () => {
    app.shutdown.begin();
    await drained;
  });
}

export default fp(gracefulShutdown, {
  name: 'graceful-shutdown',
  fastify: '5.x',
  dependencies: ['readiness', 'error-handler'],
});
