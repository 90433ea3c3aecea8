import { useStore } from '@nanostores/react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { ApiError } from '../../lib/api/index.ts';
import { serviceBadge } from '../shared/status-badge.ts';
import { $providerHealth, $readiness, type Readiness } from './admin-api.ts';
import type { PortalT } from './messages.ts';

/** readyz answers 503 with the same body when degraded: read it from the error. */
function readinessOf(data: Readiness | undefined, error: unknown): Readiness | null {
  if (data) return data;
  if (error instanceof ApiError) {
    try {
      return JSON.parse(error.body) as Readiness;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The admin portal's system health panel, on live figures: the API server and its database
 * (`GET /api/readyz`), and each payment network as it answers now (the staff-only provider
 * health check of payment management).
 */
export function SystemHealthPanel({ lang, t }: { lang: Lang; t: PortalT }) {
  const readiness = useStore($readiness);
  const providers = useStore($providerHealth);
  const ready = readinessOf(readiness.data, readiness.error);
  const apiUp = Boolean(readiness.data) || readiness.error instanceof ApiError;
  const checking = !readiness.data && !readiness.error;

  const line = (id: string, label: string, ok: boolean, text: string) => (
    <li key={id} data-testid={`health-${id}`} data-ok={ok}>
      <span>{label}</span>
      <span className={`badge ${ok ? 'badge-success' : 'badge-danger'}`}>{text}</span>
    </li>
  );

  return (
    <section className="card tab-card" aria-labelledby="portal-health-title" data-testid="system-health">
      <h2 id="portal-health-title" className="card-title">
        {t('portal.health.title')}
      </h2>
      {checking ? (
        <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
      ) : (
        <ul className="portal-list">
          {line('api', t('portal.health.api'), apiUp, t(apiUp ? 'portal.health.ok' : 'portal.health.down'))}
          {line(
            'database',
            t('portal.health.database'),
            ready?.database === 'ok',
            t(ready?.database === 'ok' ? 'portal.health.ok' : 'portal.health.down'),
          )}
          {ready && ready.pendingMigrations.length > 0 && (
            <li className="small muted">
              {t('portal.health.migrations', { count: formatCount(ready.pendingMigrations.length, lang) })}
            </li>
          )}
          {providers.data?.data.map((provider) => (
            <li key={provider.provider} data-testid="health-provider">
              <span>
                {provider.name}
                <span className="small muted">
                  {' · '}
                  {t('portal.health.latency', { value: formatCount(provider.latency_ms, lang) })}
                </span>
              </span>
              <span className={serviceBadge(provider.status)}>{t(`pm.providers.status.${provider.status}`)}</span>
            </li>
          ))}
          {providers.error && !providers.data && (
            <li className="small muted" data-testid="health-providers-failed">
              {t('portal.health.providersFailed')}
            </li>
          )}
          {!providers.data && !providers.error && (
            <li>
              <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
