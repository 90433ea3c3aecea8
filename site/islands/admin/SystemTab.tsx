import { useStore } from '@nanostores/react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { serviceBadge } from '../shared/status-badge.ts';
import { $systemHealth, formatGigabytes, type ServiceStatus, usagePercent } from '../shared/system-health.ts';
import { UsageBar, usageTone } from '../shared/UsageBar.tsx';
import type { PortalT } from './messages.ts';

/**
 * The admin portal's System tab on live figures (issue 16): the API server and the database with
 * their response times, the payment-network connectors (MTN MoMo, Orange Money, GIMAC) as
 * they answer now, and CPU, memory and disk bars coloured by the server's own thresholds.
 * The same measurement as the dashboard's Monitoring tab, refetched every 30 s while open.
 */
export function SystemTab({ lang, t }: { lang: Lang; t: PortalT }) {
  const { data, error } = useStore($systemHealth);
  const percentText = (value: number) =>
    new Intl.NumberFormat(lang === 'fr' ? 'fr-CM' : 'en-US', { style: 'percent' }).format(value / 100);

  const line = (id: string, label: string, status: ServiceStatus, responseTime: number | null) => (
    <li key={id} data-testid={`system-${id}`} data-status={status}>
      <span>
        {label}
        <span className="small muted" data-testid="response-time">
          {' · '}
          {responseTime === null
            ? t('portal.system.noAnswer')
            : t('portal.system.latency', { value: formatCount(Math.round(responseTime), lang) })}
        </span>
      </span>
      <span className={serviceBadge(status)} data-testid="service-status">
        {t(`portal.system.${status}`)}
      </span>
    </li>
  );

  if (error && !data) {
    return (
      <p className="alert alert-danger" role="alert" data-testid="system-failed">
        {t('portal.system.failed')}
      </p>
    );
  }
  if (!data) return <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />;

  const { thresholds } = data;
  const memory = usagePercent(data.memory.used, data.memory.total);
  const disk = usagePercent(data.disk.used, data.disk.total);
  const cpu = Math.round(data.cpu.usage);
  const resource = (id: string, label: string, percent: number, tone: 'ok' | 'warning' | 'danger', detail?: string) => (
    <div className="ops-resource" data-testid={`resource-${id}`}>
      <div className="ops-resource-line">
        <span>{label}</span>
        <span className="small" data-testid="resource-value">
          {percentText(percent)}
          {detail && <span className="muted"> · {detail}</span>}
        </span>
      </div>
      <UsageBar percent={percent} tone={tone} />
    </div>
  );
  const gb = (used: number, total: number) =>
    t('portal.system.usedOfTotal', { used: formatGigabytes(used, lang), total: formatGigabytes(total, lang) });

  return (
    <div className="ops-grid" data-testid="system-tab">
      <section className="card" aria-labelledby="system-servers-title">
        <h2 id="system-servers-title" className="card-title">
          {t('portal.system.servers')}
        </h2>
        <ul className="ops-list">
          {line('api', t('portal.system.api'), data.api.status, data.api.responseTime)}
          {line('database', t('portal.system.database'), data.database.status, data.database.responseTime)}
        </ul>
      </section>
      <section className="card" aria-labelledby="system-connectors-title" data-testid="system-connectors">
        <h2 id="system-connectors-title" className="card-title">
          {t('portal.system.connectors')}
        </h2>
        {data.externalServices.length === 0 ? (
          <p className="muted">{t('portal.system.noServices')}</p>
        ) : (
          <ul className="ops-list">
            {data.externalServices.map((service) =>
              line(`connector-${service.provider}`, service.name, service.status, service.responseTime),
            )}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="system-resources-title">
        <h2 id="system-resources-title" className="card-title">
          {t('portal.system.resources')}
        </h2>
        {resource('cpu', t('portal.system.cpu'), cpu, usageTone(cpu, thresholds.cpuWarningPercent))}
        {resource(
          'memory',
          t('portal.system.memory'),
          memory,
          usageTone(memory, thresholds.memoryWarningPercent, thresholds.memoryCriticalPercent),
          gb(data.memory.used, data.memory.total),
        )}
        {resource(
          'disk',
          t('portal.system.disk'),
          disk,
          usageTone(disk, thresholds.diskWarningPercent, thresholds.diskCriticalPercent),
          gb(data.disk.used, data.disk.total),
        )}
      </section>
    </div>
  );
}
