import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import { $features } from '../../../stores/features.ts';
import { useLastAnswer } from '../../shared/use-last-answer.ts';
import { AdvancedSections } from './AdvancedSections.tsx';
import { AnalyticsCards } from './AnalyticsCards.tsx';
import { ApiCallsChart } from './ApiCallsChart.tsx';
import { type AnalyticsPeriod, DEFAULT_PERIOD, trendsQuery } from './analytics-api.ts';
import { ChartCard } from './ChartCard.tsx';
import { DaysSelector } from './DaysSelector.tsx';
import type { AnalyticsT } from './messages.ts';
import { PaymentVolumeChart } from './PaymentVolumeChart.tsx';
import './admin-analytics.css';

/** The request logs behind the calls chart are kept this many days. */
const REQUEST_LOG_DAYS = 30;

/**
 * The Analytics tab of /admin and of /admin-dashboard (issue 16): the four
 * cards, payment volume per day by provider and API calls per day with their error rate over
 * 7, 30 or 90 days, and the advanced sections while the `advanced_analytics` flag is on.
 */
export function AnalyticsPanel({ lang, t }: { lang: Lang; t: AnalyticsT }) {
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_PERIOD);
  const $trends = useMemo(() => trendsQuery(days), [days]);
  const { data: fetched, error } = useStore($trends);
  // The previous period's bars stay while the next loads, so the cards never collapse.
  const trends = useLastAnswer(fetched);
  const features = useStore($features).data;
  const card = { loaded: Boolean(trends), failed: Boolean(error && !trends), loadingLabel: t('analytics.loading') };
  const failedText = t('analytics.loadFailed');
  return (
    <div className="tab-stack analytics-panel" data-testid="analytics-panel" data-days={trends?.days}>
      <AnalyticsCards lang={lang} t={t} />
      <div className="analytics-toolbar">
        <DaysSelector days={days} onChange={setDays} t={t} />
      </div>
      <div className="analytics-grid">
        <ChartCard id="volume" title={t('analytics.volume.title')} failedText={failedText} {...card}>
          {trends && <PaymentVolumeChart trends={trends} lang={lang} t={t} />}
        </ChartCard>
        <ChartCard
          id="calls"
          title={t('analytics.calls.title')}
          failedText={failedText}
          note={days > REQUEST_LOG_DAYS ? t('analytics.calls.retention') : undefined}
          {...card}
        >
          {trends && <ApiCallsChart trends={trends} lang={lang} t={t} />}
        </ChartCard>
      </div>
      {features?.advancedAnalytics && <AdvancedSections days={days} lang={lang} t={t} />}
    </div>
  );
}
