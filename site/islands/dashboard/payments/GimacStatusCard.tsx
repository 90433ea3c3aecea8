import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import { ProviderMessage, ServiceChips } from '../../payments/ProviderHealthText.tsx';
import type { PaymentsT } from '../messages.ts';
import { $gimacStatus } from './payments-api.ts';

/** Online when status equals "success", otherwise offline; the services listed. */
export function GimacStatusCard({ lang, t }: { lang: Lang; t: PaymentsT }) {
  const { data, error } = useStore($gimacStatus);
  const online = data?.status === 'success';

  return (
    <section className="card gimac-status" data-testid="gimac-status" aria-labelledby="gimac-status-title">
      <div className="card-header">
        <div>
          <h3 id="gimac-status-title" className="card-title">
            {t('payments.gimac.statusTitle')}
          </h3>
          {data && (
            <p className="card-subtitle">{t('payments.gimac.environment', { environment: data.environment })}</p>
          )}
        </div>
        {data && (
          <span
            className={`badge ${online ? 'badge-success' : 'badge-danger'}`}
            data-testid="gimac-state"
            data-online={online}
          >
            <span className="dot" aria-hidden="true" />
            {online ? t('payments.gimac.online') : t('payments.gimac.offline')}
          </span>
        )}
      </div>
      {error && !data ? (
        <p className="alert alert-danger" role="alert" data-testid="gimac-error">
          {t('payments.gimac.error')}
        </p>
      ) : !data ? (
        <span className="skeleton" role="status" aria-label={t('common.loading')} />
      ) : (
        <>
          <ProviderMessage name="GIMAC" state={online ? 'up' : 'down'} said={data.message} t={t} />
          {data.services.length > 0 && (
            <>
              <h4 className="gimac-services-title">{t('payments.gimac.services')}</h4>
              <ServiceChips names={data.services} codes={data.service_codes} t={t} testId="gimac-services" />
            </>
          )}
          {data.checked_at && (
            <p className="small muted gimac-checked">
              {t('payments.gimac.checkedAt', { time: formatDateTime(data.checked_at, lang) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
