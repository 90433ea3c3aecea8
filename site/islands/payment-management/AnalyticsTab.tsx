import { useStore } from '@nanostores/react';
import { formatCount, formatRate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { DailyVolumeChart } from './DailyVolumeChart.tsx';
import type { PmT } from './messages.ts';
import { $paymentAnalytics } from './payment-management-api.ts';

/** Payment management's Analytics tab: a card per provider, then the daily volume chart. */
export function AnalyticsTab({ lang, t }: { lang: Lang; t: PmT }) {
  const { data, error } = useStore($paymentAnalytics);
  const analytics = data?.data;
  if (error && !analytics) {
    return (
      <p className="alert alert-danger" role="alert">
        {t('pm.analytics.error')}
      </p>
    );
  }
  if (!analytics) return <span className="skeleton" role="status" aria-label={t('common.loading')} />;

  return (
    <div className="tab-stack pm-analytics" data-testid="analytics-tab">
      {analytics.providers.length === 0 ? (
        <p className="muted">{t('pm.analytics.noProviders')}</p>
      ) : (
        <div className="pm-provider-cards">
          {analytics.providers.map((provider) => (
            <section
              key={provider.code ?? provider.name}
              className="card pm-provider-card"
              data-testid="analytics-provider"
              aria-label={provider.name}
            >
              <h2 className="card-title">{provider.name}</h2>
              <dl className="figures">
                <div>
                  <dt>{t('pm.analytics.transactions')}</dt>
                  <dd>{formatCount(provider.transactions, lang)}</dd>
                </div>
                <div>
                  <dt>{t('pm.analytics.volume')}</dt>
                  <dd>{formatXAF(provider.volume)}</dd>
                </div>
                <div>
                  <dt>{t('pm.analytics.successRate')}</dt>
                  <dd>{formatRate(provider.successRate, lang)}</dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      )}
      <section className="card" aria-labelledby="daily-volume-title">
        <h2 id="daily-volume-title" className="card-title">
          {t('pm.analytics.dailyVolume')}
        </h2>
        <p className="card-subtitle">{t('pm.analytics.dailyVolumeHint')}</p>
        {analytics.trends.dailyVolume.length === 0 ? (
          <p className="muted">{t('pm.analytics.noVolume')}</p>
        ) : (
          <DailyVolumeChart days={analytics.trends.dailyVolume} lang={lang} caption={t('pm.analytics.dailyVolume')} />
        )}
      </section>
    </div>
  );
}
