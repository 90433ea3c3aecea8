import { ANALYTICS_PERIODS, type AnalyticsPeriod } from './analytics-api.ts';
import type { AnalyticsT } from './messages.ts';

/** The charts' period: 7, 30 or 90 Douala days back from today, as toggle buttons. */
export function DaysSelector({
  days,
  onChange,
  t,
}: {
  days: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
  t: AnalyticsT;
}) {
  return (
    <fieldset className="analytics-days" data-testid="analytics-days">
      <legend className="sr-only">{t('analytics.days.label')}</legend>
      {ANALYTICS_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          className={option === days ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          data-testid={`analytics-days-${option}`}
        >
          {t('analytics.days.option', { days: option })}
        </button>
      ))}
    </fieldset>
  );
}
