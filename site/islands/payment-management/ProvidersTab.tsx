import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../../domain/format.ts';
import { serviceTone } from '../../../domain/health-status.ts';
import type { Lang } from '../../../domain/languages.ts';
import { ProviderMessage, ServiceChips } from '../payments/ProviderHealthText.tsx';
import { serviceBadge } from '../shared/status-badge.ts';
import type { PmKey, PmT } from './messages.ts';
import { $providerHealth } from './payment-management-api.ts';

/** Payment management's Providers tab: MTN, Orange and GIMAC with their live health, not a fixed label. */
export function ProvidersTab({ lang, t }: { lang: Lang; t: PmT }) {
  const { data, error, loading } = useStore($providerHealth);
  const providers = data?.data;

  return (
    <div className="tab-stack pm-providers" data-testid="providers-tab">
      <div className="pm-providers-toolbar">
        <button
          className="btn btn-outline btn-sm"
          type="button"
          onClick={() => $providerHealth.revalidate()}
          disabled={loading}
        >
          {t('pm.providers.refresh')}
        </button>
      </div>
      {error && !providers ? (
        <p className="alert alert-danger" role="alert" data-testid="providers-error">
          {t('pm.providers.error')}
        </p>
      ) : !providers ? (
        <span className="skeleton" role="status" aria-label={t('common.loading')} />
      ) : (
        <div className="pm-provider-cards">
          {providers.map((provider) => (
            <section
              key={provider.provider}
              className="card pm-provider-card"
              data-testid="provider-health"
              data-provider={provider.provider}
              aria-label={provider.name}
            >
              <div className="card-header">
                <div>
                  <h2 className="card-title">{provider.name}</h2>
                  <p className="card-subtitle">
                    {t(provider.provider === 'gimac' ? 'pm.providers.interbank' : 'pm.providers.mobileMoney')}
                  </p>
                </div>
                <span className={serviceBadge(provider.status)} data-testid="provider-status">
                  <span className="dot" aria-hidden="true" />
                  {serviceTone(provider.status) !== 'neutral'
                    ? t(`pm.providers.status.${provider.status}` as PmKey)
                    : provider.status}
                </span>
              </div>
              <ProviderMessage name={provider.name} state={provider.status} said={provider.message} t={t} />
              <dl className="figures">
                <div>
                  <dt>{t('pm.providers.environment')}</dt>
                  <dd>{provider.environment}</dd>
                </div>
                <div>
                  <dt>{t('pm.providers.latency')}</dt>
                  <dd>{provider.latency_ms === null ? '—' : `${provider.latency_ms} ms`}</dd>
                </div>
                <div>
                  <dt>{t('pm.providers.checkedAt')}</dt>
                  <dd>{formatDateTime(provider.checked_at, lang)}</dd>
                </div>
              </dl>
              {provider.services.length > 0 && (
                <ServiceChips names={provider.services} codes={provider.service_codes} t={t} />
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
