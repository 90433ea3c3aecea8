import { useStore } from '@nanostores/react';
import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';
import { healthBadge, serviceBadge } from '../shared/status-badge.ts';
import { $systemHealth, formatGigabytes, refreshSystemHealth, type ServiceStatus } from '../shared/system-health.ts';
import { formatPercent, healthToneClass } from './figures.ts';
import type { AdT } from './messages.ts';

/** The server always reports MTN MoMo, Orange Money and GIMAC (one adapter each). */
const EXTERNAL_SERVICES = 3;

/** A list's rows while it loads, as tall as the rows that replace them. */
function LoadingLines({ count, label }: { count: number; label: string }) {
  return (
    <ul className="ops-list" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never reorder
        <li key={index}>
          <span className="skeleton ops-line-skeleton" />
        </li>
      ))}
    </ul>
  );
}

/** The displayed default: uptime 99.9 until the first heartbeat gives a real figure. */
const DEFAULT_UPTIME = 99.9;

/**
 * The admin dashboard's Monitoring tab: the server's live measurement (`GET /api/admin/system/health`),
 * refetched every 30 s while this tab is mounted (the store polls only while someone reads
 * it), and on Refresh.
 */
export function MonitoringTab({ lang, t }: { lang: Lang; t: AdT }) {
  const { data, error } = useStore($systemHealth);
  const gb = (bytes: number) => formatGigabytes(bytes, lang);
  const ms = (value: number | null) =>
    value === null ? t('ad.mon.noResponse') : t('ad.mon.responseTime', { value: formatCount(Math.round(value), lang) });

  const line = (id: string, label: string, status: ServiceStatus, responseTime: number | null) => (
    <li key={id} data-testid={`monitor-${id}`} data-status={status}>
      <span>{label}</span>
      <span className="ops-figure">
        <span className="small muted" data-testid="response-time">
          {ms(responseTime)}
        </span>
        <span className={serviceBadge(status)} data-testid="service-status">
          {t(`ad.service.${status}`)}
        </span>
      </span>
    </li>
  );

  return (
    <div className="tab-stack" data-testid="monitoring-tab">
      <div className="ops-head">
        <h2 className="card-title">{t('ad.mon.title')}</h2>
        <div className="ops-actions">
          <button className="btn btn-outline" type="button" onClick={refreshSystemHealth} data-testid="monitor-refresh">
            <Icon name="retry" size={16} />
            {t('ad.mon.refresh')}
          </button>
        </div>
      </div>
      {/* A line of its own, there while loading too, so the time's arrival re-wraps nothing. */}
      <p className="small muted ops-checked-at" data-testid="checked-at">
        {data && t('ad.mon.checkedAt', { time: formatDateTime(data.checkedAt, lang) })}
      </p>
      <StatTiles
        label={t('ad.mon.figures')}
        failed={Boolean(error && !data)}
        errorText={t('ad.loadFailed')}
        tiles={[
          {
            id: 'overall',
            label: t('ad.mon.overall'),
            value: data ? t(`ad.health.${data.status}`) : null,
            valueClass: data && healthToneClass(data.status),
          },
          {
            id: 'uptime',
            label: t('ad.mon.uptime'),
            hint: data ? (data.uptime === null ? t('ad.mon.uptimeDefault') : t('ad.mon.uptimeHint')) : null,
            value: data ? formatPercent(data.uptime ?? DEFAULT_UPTIME, lang) : null,
          },
          {
            id: 'cpu',
            label: t('ad.mon.cpu'),
            hint: data ? t('ad.mon.cpuHint', { cores: formatCount(data.cpu.cores, lang) }) : null,
            value: data ? formatPercent(Math.round(data.cpu.usage), lang) : null,
          },
          {
            id: 'memory',
            label: t('ad.mon.memory'),
            value: data ? t('ad.mon.usedOfTotal', { used: gb(data.memory.used), total: gb(data.memory.total) }) : null,
            valueClass: 'ops-bytes',
          },
          {
            id: 'disk',
            label: t('ad.mon.disk'),
            value: data ? t('ad.mon.usedOfTotal', { used: gb(data.disk.used), total: gb(data.disk.total) }) : null,
            valueClass: 'ops-bytes',
          },
        ]}
      />
      <div className="ops-grid">
        <section className="card" aria-labelledby="mon-core-title">
          <h3 id="mon-core-title" className="card-title">
            {t('ad.mon.responseTimes')}
          </h3>
          {data ? (
            <ul className="ops-list">
              {line('database', t('ad.mon.database'), data.database.status, data.database.responseTime)}
              {line('api', t('ad.mon.api'), data.api.status, data.api.responseTime)}
            </ul>
          ) : (
            !error && <LoadingLines count={2} label={t('common.loading')} />
          )}
        </section>
        <section className="card" aria-labelledby="mon-services-title" data-testid="external-services">
          <h3 id="mon-services-title" className="card-title">
            {t('ad.mon.services')}
          </h3>
          {data &&
            (data.externalServices.length === 0 ? (
              <p className="muted" data-testid="no-services">
                {t('ad.mon.noServices')}
              </p>
            ) : (
              <ul className="ops-list">
                {data.externalServices.map((service) =>
                  line(`service-${service.provider}`, service.name, service.status, service.responseTime),
                )}
              </ul>
            ))}
          {!data && !error && <LoadingLines count={EXTERNAL_SERVICES} label={t('common.loading')} />}
        </section>
      </div>
      {/* Below the figures: a warning that arrives with them pushes nothing already on screen. */}
      {data && data.reasons.length > 0 && (
        <div className={`alert ${data.status === 'critical' ? 'alert-danger' : 'alert-warning'}`} data-testid="reasons">
          <span className={healthBadge(data.status)}>{t(`ad.health.${data.status}`)}</span>
          <ul className="ops-reasons">
            {data.reasons.map((reason) => (
              <li key={reason}>{t(`ad.reason.${reason}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
