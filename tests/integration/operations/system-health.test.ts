import os from 'node:os';
import { describe, expect } from 'vitest';
import { HEALTH_THRESHOLDS } from '../../../api/services/system-health/thresholds.ts';
import { it } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { startListeningApp } from '../../helpers/provider-harness.ts';
import { createTestApp } from '../../helpers/test-app.ts';

interface Health {
  status: string;
  reasons: string[];
  uptime: number | null;
  database: { status: string; responseTime: number | null };
  api: { status: string; responseTime: number | null };
  cpu: { usage: number; cores: number };
  memory: { used: number; total: number };
  disk: { used: number; total: number };
  externalServices: { provider: string; name: string; status: string; responseTime: number | null }[];
  checkedAt: string;
  thresholds: Record<string, number>;
}

describe('GET /api/admin/system/health', () => {
  it('measures the real host, database, API and providers, within sane bounds', async ({ listening, ops }) => {
    const started = Date.now();
    const response = await listening.app.inject({
      method: 'GET',
      url: '/api/admin/system/health',
      headers: ops.headers,
    });
    expect(response.statusCode).toBe(200);
    const health = response.json() as Health;

    expect(health.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(health.cpu.usage).toBeLessThanOrEqual(100);
    expect(health.cpu.cores).toBe(os.availableParallelism());
    expect(health.memory.total).toBeGreaterThan(0);
    expect(health.memory.total).toBeLessThanOrEqual(os.totalmem());
    expect(health.memory.used).toBeGreaterThan(0);
    expect(health.memory.used).toBeLessThanOrEqual(health.memory.total);
    expect(health.disk.total).toBeGreaterThan(0);
    expect(health.disk.used).toBeGreaterThan(0);
    expect(health.disk.used).toBeLessThanOrEqual(health.disk.total);

    // Real round trips, timed now: a select 1 and an HTTP call to /api/healthz on the socket.
    expect(health.database.status).not.toBe('down');
    expect(health.database.responseTime).toBeGreaterThan(0);
    expect(health.api.status).not.toBe('down');
    expect(health.api.responseTime).toBeGreaterThan(0);
    expect(health.api.responseTime).toBeLessThan(Date.now() - started + 1);

    // The sandbox simulators answer the three adapters' live health calls.
    expect(health.externalServices.map((service) => [service.provider, service.name, service.status])).toEqual([
      ['mtn', 'MTN Mobile Money', 'up'],
      ['orange', 'Orange Money', 'up'],
      ['gimac', 'GIMAC', 'up'],
    ]);
    for (const service of health.externalServices) expect(service.responseTime).toBeGreaterThan(0);

    // Listening wrote this minute's heartbeat: uptime is measured, and the process has been up throughout.
    expect(health.uptime).toBe(100);
    expect(['healthy', 'warning', 'critical']).toContain(health.status);
    expect(health.status === 'healthy').toBe(health.reasons.length === 0);
    expect(health.thresholds).toEqual(HEALTH_THRESHOLDS);
    expect(Date.parse(health.checkedAt)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('says uptime is unknown (null) before any heartbeat', async ({ listening, db, auditor }) => {
    await db('uptime_heartbeats').delete();
    const health = (
      await listening.app.inject({ method: 'GET', url: '/api/admin/system/health', headers: auditor.headers })
    ).json() as Health;
    expect(health.uptime).toBeNull();
  });

  it('is the status the admin dashboard shows: one measurement, one rule', async ({ listening, admin }) => {
    const [system, dashboard] = await Promise.all([
      listening.app.inject({ method: 'GET', url: '/api/admin/system/health', headers: admin.headers }),
      listening.app.inject({ method: 'GET', url: '/api/admin/analytics/dashboard', headers: admin.headers }),
    ]);
    const health = system.json() as Health;
    expect(dashboard.json().health).toEqual({ status: health.status, uptimePercent: health.uptime });
  });

  it('turns a provider that cannot be reached down, and the status to warning', async () => {
    const mtnDown = await startListeningApp({ MTN_MOMO_BASE_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const admin = await createUser(mtnDown, { role: 'admin' });
      const headers = bearer(await signInAs(mtnDown, admin));
      const health = (
        await mtnDown.app.inject({ method: 'GET', url: '/api/admin/system/health', headers })
      ).json() as Health;
      expect(health.externalServices.map((service) => [service.provider, service.status])).toEqual([
        ['mtn', 'down'],
        ['orange', 'up'],
        ['gimac', 'up'],
      ]);
      expect(health.externalServices[0]?.responseTime).toBeNull();
      expect(health.reasons).toContain('provider_unavailable');
      // Warning, unless the machine running the tests is itself past a critical line (disk or memory).
      const hostCritical = health.reasons.some((reason) => ['disk_critical', 'memory_critical'].includes(reason));
      expect(health.status).toBe(hostCritical ? 'critical' : 'warning');
      const dashboard = await mtnDown.app.inject({ method: 'GET', url: '/api/admin/analytics/dashboard', headers });
      expect(dashboard.json().health.status).toBe(health.status);
    } finally {
      await mtnDown.close();
    }
  });

  it('reports an API that is not listening as down and the platform critical', async () => {
    // An app answering through inject only: no socket, so the loopback call cannot be made.
    const idle = await createTestApp();
    try {
      const staff = await createUser(idle, { role: 'ops' });
      const health = (
        await idle.app.inject({
          method: 'GET',
          url: '/api/admin/system/health',
          headers: bearer(await signInAs(idle, staff)),
        })
      ).json() as Health;
      expect(health.api).toEqual({ status: 'down', responseTime: null });
      expect(health.status).toBe('critical');
      expect(health.reasons).toContain('api_unreachable');
    } finally {
      await idle.close();
    }
  });
});
