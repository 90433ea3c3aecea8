import { describe, expect, it } from 'vitest';
import {
  assessHealth,
  HEALTH_THRESHOLDS,
  type HealthMeasures,
} from '../../../../api/services/system-health/thresholds.ts';

const GB = 1024 ** 3;

/** A platform at rest: every figure comfortably inside its threshold. */
const calm: HealthMeasures = {
  uptimePercent: 100,
  databaseMs: 3,
  apiMs: 5,
  cpuPercent: 12,
  memory: { used: 4 * GB, total: 16 * GB },
  disk: { used: 100 * GB, total: 500 * GB },
  providers: [
    { name: 'MTN Mobile Money', status: 'up' },
    { name: 'Orange Money', status: 'up' },
    { name: 'GIMAC', status: 'up' },
  ],
};

const percentOf = (percent: number, total: number) => ({ used: (total * percent) / 100, total });

describe('assessHealth (the one rule of the Monitoring tab and the dashboard)', () => {
  it('is healthy when every figure is inside its threshold', () => {
    expect(assessHealth(calm)).toEqual({ status: 'healthy', database: 'up', api: 'up', reasons: [] });
  });

  it.each([
    ['CPU at the warning line', { cpuPercent: HEALTH_THRESHOLDS.cpuWarningPercent }, 'cpu_high'],
    ['memory at 85 %', { memory: percentOf(85, 16 * GB) }, 'memory_high'],
    ['disk at 90 %', { disk: percentOf(90, 500 * GB) }, 'disk_high'],
    ['a slow database (over 500 ms)', { databaseMs: 500.1 }, 'database_slow'],
    ['a slow loopback (over 1 s)', { apiMs: 1000.5 }, 'api_slow'],
    [
      'a provider down',
      { providers: [...calm.providers.slice(1), { name: 'MTN Mobile Money', status: 'down' as const }] },
      'provider_unavailable',
    ],
    ['a provider degraded', { providers: [{ name: 'GIMAC', status: 'degraded' as const }] }, 'provider_unavailable'],
    ['uptime below 99 % over 30 days', { uptimePercent: 98.99 }, 'uptime_low'],
    ['uptime far below (history never makes it critical)', { uptimePercent: 40 }, 'uptime_low'],
  ] as const)('is warning with %s', (_name, change, reason) => {
    const assessment = assessHealth({ ...calm, ...change });
    expect(assessment.status).toBe('warning');
    expect(assessment.reasons).toEqual([reason]);
  });

  it.each([
    ['the database unreachable', { databaseMs: null }, 'database_unreachable'],
    ['the API not answering itself', { apiMs: null }, 'api_unreachable'],
    ['memory at 95 %', { memory: percentOf(95, 16 * GB) }, 'memory_critical'],
    ['disk at 97 %', { disk: percentOf(97, 500 * GB) }, 'disk_critical'],
  ] as const)('is critical with %s', (_name, change, reason) => {
    const assessment = assessHealth({ ...calm, ...change });
    expect(assessment.status).toBe('critical');
    expect(assessment.reasons).toEqual([reason]);
  });

  it('stays healthy just under each line', () => {
    expect(
      assessHealth({
        ...calm,
        cpuPercent: 79.9,
        memory: percentOf(84.9, 16 * GB),
        disk: percentOf(89.9, 500 * GB),
        databaseMs: 500,
        apiMs: 1000,
        uptimePercent: 99,
      }).status,
    ).toBe('healthy');
  });

  it('counts unknown figures as fine: no heartbeat yet, no disk figure, no provider configured', () => {
    expect(assessHealth({ ...calm, uptimePercent: null, disk: null, providers: [] }).status).toBe('healthy');
  });

  it('names each service: down when the round trip failed, degraded past its line', () => {
    expect(assessHealth({ ...calm, databaseMs: null, apiMs: 2000 })).toMatchObject({
      database: 'down',
      api: 'degraded',
    });
  });

  it('lists critical reasons before warnings, and critical wins', () => {
    const assessment = assessHealth({ ...calm, cpuPercent: 99, disk: percentOf(98, 500 * GB) });
    expect(assessment).toMatchObject({ status: 'critical', reasons: ['disk_critical', 'cpu_high'] });
  });
});
