/**
 * When the platform reads healthy, warning or critical (issue 16, System health). One pure
 * function decides it for the Monitoring and System tabs (GET /api/admin/system/health) and for
 * the admin dashboard's `health` (GET /api/admin/analytics/dashboard), so they always agree.
 *
 * warning  (something to look at):   CPU ≥ 80 %, memory ≥ 85 %, disk ≥ 90 %, the database
 *          answering in more than 500 ms, the API's own loopback call in more than 1 000 ms,
 *          a payment provider degraded or down, uptime over 30 days below 99 %.
 * critical (the platform is failing or about to): the database unreachable, the API not
 *          answering its own health check, memory ≥ 95 % (the next allocation may kill the
 *          process), disk ≥ 97 % (PostgreSQL stops writing when the disk is full).
 *
 * Past uptime alone never makes the status critical: it describes the last 30 days, the status
 * describes now. Unknown figures (no heartbeat yet, no disk figure) count as fine.
 */
export const HEALTH_THRESHOLDS = {
  cpuWarningPercent: 80,
  memoryWarningPercent: 85,
  memoryCriticalPercent: 95,
  diskWarningPercent: 90,
  diskCriticalPercent: 97,
  databaseWarningMs: 500,
  apiWarningMs: 1000,
  uptimeWarningPercent: 99,
} as const;

export type HealthStatus = 'healthy' | 'warning' | 'critical';
export type ServiceStatus = 'up' | 'degraded' | 'down';

/** What was measured; a null time means the round trip failed (unreachable or past its deadline). */
export interface HealthMeasures {
  uptimePercent: number | null;
  databaseMs: number | null;
  apiMs: number | null;
  cpuPercent: number;
  memory: { used: number; total: number };
  disk: { used: number; total: number } | null;
  providers: readonly { name: string; status: ServiceStatus }[];
}

/** Why the status is not healthy: stable codes a screen can translate. */
export type HealthReason =
  | 'database_unreachable'
  | 'database_slow'
  | 'api_unreachable'
  | 'api_slow'
  | 'cpu_high'
  | 'memory_high'
  | 'memory_critical'
  | 'disk_high'
  | 'disk_critical'
  | 'provider_unavailable'
  | 'uptime_low';

export interface HealthAssessment {
  status: HealthStatus;
  database: ServiceStatus;
  api: ServiceStatus;
  reasons: HealthReason[];
}

const percentOf = ({ used, total }: { used: number; total: number }) => (total > 0 ? (used / total) * 100 : 0);

/** A round trip's status: down when it failed, degraded past its warning time. */
function roundTrip(ms: number | null, warningMs: number): ServiceStatus {
  if (ms === null) return 'down';
  return ms > warningMs ? 'degraded' : 'up';
}

export function assessHealth(measures: HealthMeasures, thresholds = HEALTH_THRESHOLDS): HealthAssessment {
  const critical: HealthReason[] = [];
  const warning: HealthReason[] = [];
  const database = roundTrip(measures.databaseMs, thresholds.databaseWarningMs);
  const api = roundTrip(measures.apiMs, thresholds.apiWarningMs);
  if (database === 'down') critical.push('database_unreachable');
  if (database === 'degraded') warning.push('database_slow');
  if (api === 'down') critical.push('api_unreachable');
  if (api === 'degraded') warning.push('api_slow');
  if (measures.cpuPercent >= thresholds.cpuWarningPercent) warning.push('cpu_high');
  const memory = percentOf(measures.memory);
  if (memory >= thresholds.memoryCriticalPercent) critical.push('memory_critical');
  else if (memory >= thresholds.memoryWarningPercent) warning.push('memory_high');
  const disk = measures.disk ? percentOf(measures.disk) : 0;
  if (disk >= thresholds.diskCriticalPercent) critical.push('disk_critical');
  else if (disk >= thresholds.diskWarningPercent) warning.push('disk_high');
  if (measures.providers.some((provider) => provider.status !== 'up')) warning.push('provider_unavailable');
  if (measures.uptimePercent !== null && measures.uptimePercent < thresholds.uptimeWarningPercent) {
    warning.push('uptime_low');
  }
  const status: HealthStatus = critical.length > 0 ? 'critical' : warning.length > 0 ? 'warning' : 'healthy';
  return { status, database, api, reasons: [...critical, ...warning] };
}
