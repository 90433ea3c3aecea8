import { describe, expect, it } from 'vitest';
import {
  orderedCategories,
  settingsOfFile,
  settingValueFromInput,
} from '../../../../site/islands/admin-dashboard/settings-form.ts';
import { dashboardPermissions } from '../../../../site/islands/admin-dashboard/staff-permissions.ts';
import { systemLogsPath } from '../../../../site/islands/admin-dashboard/system-log-filters.ts';
import { healthBadge, serviceBadge } from '../../../../site/islands/shared/status-badge.ts';
import { formatGigabytes, usagePercent } from '../../../../site/islands/shared/system-health.ts';
import { usageTone } from '../../../../site/islands/shared/UsageBar.tsx';

describe('memory and disk in GB of 1024^3 bytes', () => {
  it('one decimal, the reader’s way', () => {
    expect(formatGigabytes(8 * 1024 ** 3, 'en')).toBe('8.0');
    expect(formatGigabytes(8 * 1024 ** 3, 'fr')).toBe('8,0');
    // 1000^3 bytes is not a GB here.
    expect(formatGigabytes(1_000_000_000, 'en')).toBe('0.9');
    expect(formatGigabytes(1.5 * 1024 ** 3, 'fr')).toBe('1,5');
    expect(formatGigabytes(0, 'en')).toBe('0.0');
    expect(formatGigabytes(2048 * 1024 ** 3, 'en')).toBe('2,048.0');
  });

  it('a used share is a whole percent between 0 and 100', () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(5, 4)).toBe(100);
    expect(usagePercent(1, 0)).toBe(0);
  });
});

describe('status colours: green, yellow, red, else neutral', () => {
  it('health: healthy green, warning yellow, critical red, anything else neutral', () => {
    expect(healthBadge('healthy')).toBe('badge badge-success');
    expect(healthBadge('warning')).toBe('badge badge-warning');
    expect(healthBadge('critical')).toBe('badge badge-danger');
    expect(healthBadge('unknown')).toBe('badge');
  });

  it('services: up green, degraded yellow, down red, anything else neutral', () => {
    expect(serviceBadge('up')).toBe('badge badge-success');
    expect(serviceBadge('degraded')).toBe('badge badge-warning');
    expect(serviceBadge('down')).toBe('badge badge-danger');
    expect(serviceBadge('maintenance')).toBe('badge');
  });

  it('resource bars follow the server’s thresholds', () => {
    expect(usageTone(50, 85, 95)).toBe('ok');
    expect(usageTone(85, 85, 95)).toBe('warning');
    expect(usageTone(95, 85, 95)).toBe('danger');
    expect(usageTone(100, 80)).toBe('warning');
  });
});

describe('settings form', () => {
  it('numbers for numeric settings; text the server will refuse is sent as written', () => {
    expect(settingValueFromInput('12', { type: 'integer' })).toBe(12);
    expect(settingValueFromInput(' 2.5 ', { type: 'number' })).toBe(2.5);
    expect(settingValueFromInput('abc', { type: 'integer' })).toBe('abc');
    expect(settingValueFromInput('', { type: 'integer' })).toBe('');
    expect(settingValueFromInput('12', { type: 'string' })).toBe('12');
  });

  it('Feature Flags last', () => {
    expect(orderedCategories(['feature_flags', 'general', 'security'])).toEqual([
      'general',
      'security',
      'feature_flags',
    ]);
  });

  it('reads the settings of an export file, nothing else', () => {
    expect(settingsOfFile('{"exportedAt":"x","settings":{"general":{"a":1}}}')).toEqual({ general: { a: 1 } });
    expect(settingsOfFile('{"settings":[]}')).toBeNull();
    expect(settingsOfFile('not json')).toBeNull();
    expect(settingsOfFile('null')).toBeNull();
  });

  it('admin edits; ops and auditor read', () => {
    expect(dashboardPermissions({ id: 'a', role: 'admin' }).manageSettings).toBe(true);
    expect(dashboardPermissions({ id: 'o', role: 'ops' }).manageSettings).toBe(false);
    expect(dashboardPermissions({ id: 'u', role: 'auditor' }).manageSettings).toBe(false);
  });
});

describe('system logs path', () => {
  it('sends only the filters that are set, with pages of 20', () => {
    expect(systemLogsPath({ level: 'all', q: ' ', from: '', to: '' }, 1)).toBe(
      '/api/admin/system/logs?limit=20&offset=0',
    );
    expect(systemLogsPath({ level: 'error', q: 'boom', from: '2026-11-01', to: '2026-11-02' }, 3)).toBe(
      '/api/admin/system/logs?level=error&q=boom&from=2026-11-01&to=2026-11-02&limit=20&offset=40',
    );
  });
});
