import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cachedHostSampler } from '../services/system-health/host-sample.ts';
import { checkSystemHealth, type SystemHealth } from '../services/system-health/system-health.ts';
import { listeningOrigin } from './providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /api/admin/system/health's figures, and the dashboard's status (one rule). */
    systemHealth: { check(): Promise<SystemHealth> };
  }
}

/**
 * System health for this process: the host sample (CPU over a short window, memory, disk of
 * DATA_DIR) is shared for two seconds, so the Monitoring tab, the dashboard and several staff
 * members cost one CPU watch; the round trips are measured on every call that does not join
 * one already running.
 */
async function systemHealth(app: FastifyInstance) {
  const hostSample = cachedHostSampler(app.config.DATA_DIR);
  // Callers within the same moment (the dashboard and the Monitoring tab opening together,
  // several staff members) share one measurement rather than each calling the providers.
  let inFlight: Promise<SystemHealth> | null = null;
  const check = () => {
    inFlight ??= checkSystemHealth({
      store: app.store,
      providers: app.providers,
      selfOrigin: () => listeningOrigin(app),
      hostSample,
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  app.decorate('systemHealth', { check });
}

export default fp(systemHealth, { name: 'system-health', fastify: '5.x', dependencies: ['store', 'providers'] });
