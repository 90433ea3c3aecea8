import type { Static } from 'typebox';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { Store } from '../../repositories/store.ts';
import type { SystemHealthSchema } from '../../schemas/admin-operations.ts';
import { pingDatabase } from '../health/readiness.ts';
import { providerHealth } from '../provider-health/provider-health.ts';
import { measureUptime } from '../stats/uptime.ts';
import type { HostSample } from './host-sample.ts';
import { assessHealth, HEALTH_THRESHOLDS } from './thresholds.ts';

export type SystemHealth = Static<typeof SystemHealthSchema>;

/** How long the loopback call to /api/healthz may take before the API counts as not answering. */
const API_DEADLINE_MS = 2000;

export interface SystemHealthSources {
  store: Store;
  providers: Pick<ProviderAdapters, 'get'>;
  /** This process's own origin while it listens, null otherwise (built for `inject`, or closing). */
  selfOrigin: () => string | null;
  hostSample: () => Promise<HostSample>;
}

const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/** A real HTTP call to this process's liveness route, as a load balancer would make it. */
async function loopback(origin: string | null): Promise<number | null> {
  if (!origin) return null;
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/healthz`, { signal: AbortSignal.timeout(API_DEADLINE_MS) });
    await response.arrayBuffer();
    return response.ok ? ms(started) : null;
  } catch {
    return null;
  }
}

/**
 * The Monitoring tab's figures, all measured now and in parallel (the slowest bounds the
 * answer: a provider's health call, at most PROVIDER_TIMEOUT_MS): the database's `select 1`,
 * the loopback call, the providers' live health, the cached host sample and the 30-day uptime.
 * The status comes from `assessHealth` (thresholds.ts), the one rule the dashboard uses too.
 */
export async function checkSystemHealth(sources: SystemHealthSources): Promise<SystemHealth> {
  const [databaseMs, apiMs, providers, host, uptime] = await Promise.all([
    pingDatabase(sources.store),
    loopback(sources.selfOrigin()),
    providerHealth(sources.providers),
    sources.hostSample(),
    measureUptime(sources.store).catch(() => null),
  ]);
  const uptimePercent = uptime?.percent == null ? null : Math.floor(uptime.percent * 100) / 100;
  const externalServices = providers.map((provider) => ({
    provider: provider.provider,
    name: provider.name,
    status: provider.status,
    responseTime: provider.status === 'down' ? null : provider.latency_ms,
  }));
  const assessment = assessHealth({
    uptimePercent,
    databaseMs,
    apiMs,
    cpuPercent: host.cpuPercent,
    memory: host.memory,
    disk: host.disk,
    providers: externalServices,
  });
  return {
    status: assessment.status,
    reasons: assessment.reasons,
    uptime: uptimePercent,
    database: { status: assessment.database, responseTime: databaseMs },
    api: { status: assessment.api, responseTime: apiMs },
    cpu: { usage: host.cpuPercent, cores: host.cores },
    memory: host.memory,
    disk: host.disk ?? { used: 0, total: 0 },
    externalServices,
    checkedAt: new Date().toISOString(),
    thresholds: { ...HEALTH_THRESHOLDS },
  };
}
