import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SystemLogSink } from '../services/system-logs/log-sink.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The logger's warn+ lines on their way to `system_logs`; `flush()` writes them now (tests, shutdown). */
    systemLogs: Pick<SystemLogSink, 'flush' | 'pending'>;
  }
}

export interface SystemLogsPluginOptions {
  /** The sink the logger was built with (app.ts makes both). */
  sink: SystemLogSink;
}

/**
 * Connects the logger's system-log sink (created with the logger, before any pool exists) to
 * the app's pool once the app is ready, and writes what is left before the pool closes (onClose hooks run in
 * reverse order of registration, so this one runs before the db plugin's).
 */
async function systemLogs(app: FastifyInstance, { sink }: SystemLogsPluginOptions) {
  // Only once the app is ready: `npm start` migrates between building the app and listening,
  // and a write before that would meet a table that does not exist yet.
  app.addHook('onReady', async () => {
    sink.attach((batch) => app.store.systemLogs.insertBatch(batch));
  });
  app.decorate('systemLogs', { flush: sink.flush, pending: sink.pending });
  app.addHook('onClose', async () => {
    await sink.close();
  });
}

export default fp(systemLogs, { name: 'system-logs', fastify: '5.x', dependencies: ['store'] });
