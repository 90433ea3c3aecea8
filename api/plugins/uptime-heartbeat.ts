import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneHeartbeats, recordHeartbeat } from '../services/stats/uptime.ts';

// Twice a minute, so every minute gets a beat even when the timer drifts.
const BEAT_EVERY_MS = 30_000;
const PRUNE_EVERY_BEATS = 120;

/**
 * While the process serves HTTP, it records a heartbeat row per minute; uptime is computed
 * from those rows (services/stats/uptime.ts). It starts on listen, so building the app for
 * tests or for the OpenAPI export writes nothing. A failed write is the very downtime the
 * figure measures, so it is logged and not retried.
 */
async function uptimeHeartbeat(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let beats = 0;
  const beat = async () => {
    try {
      await recordHeartbeat(app.store);
      beats += 1;
      if (beats % PRUNE_EVERY_BEATS === 1) await pruneHeartbeats(app.store);
    } catch (error) {
      app.log.warn({ err: error }, 'uptime heartbeat not recorded');
    }
  };
  app.addHook('onListen', async () => {
    await beat();
    timer ??= setInterval(() => void beat(), BEAT_EVERY_MS);
    // Never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}

export default fp(uptimeHeartbeat, { name: 'uptime-heartbeat', fastify: '5.x', dependencies: ['store'] });
