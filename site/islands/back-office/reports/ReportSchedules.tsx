import './reports.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import { Icon } from '../../shared/Icon.tsx';
import { LoadState } from '../../shared/LoadState.tsx';
import type { ReportsT } from './messages.ts';
import { $reportSchedules, type ReportSchedule, reportActions } from './reports-api.ts';
import { scheduleWhen } from './schedule-wording.ts';

interface Props {
  lang: Lang;
  t: ReportsT;
  errors: ErrorTranslator;
  /** Ops and admin (`canManageReportSchedules`); auditors see the schedules without buttons. */
  canManage: boolean;
}

type Action = 'pause' | 'resume' | 'run';

/** The portal's fixed order (Daily Summary, Weekly Analytics, Monthly Report), whatever runs next. */
const FREQUENCY_ORDER: Record<ReportSchedule['frequency'], number> = { daily: 0, weekly: 1, monthly: 2 };
const byFrequency = (a: ReportSchedule, b: ReportSchedule) =>
  FREQUENCY_ORDER[a.frequency] - FREQUENCY_ORDER[b.frequency];

/**
 * The admin portal's scheduled reports on the real schedules (Daily Summary 6:00 AM, Weekly
 * Analytics Monday 8:00 AM, Monthly Report paused): when each runs in Douala time, its next and
 * last run, Active or Paused, and Pause / Resume / Run now for the roles allowed.
 */
export function ReportSchedules({ lang, t, errors, canManage }: Props) {
  const { data, error } = useStore($reportSchedules);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(schedule: ReportSchedule, action: Action) {
    const name = lang === 'fr' ? schedule.nameFr : schedule.name;
    setBusy(schedule.id);
    try {
      if (action === 'run') {
        await reportActions.runNow(schedule.id);
        toast({
          title: t('reports.schedule.ranToast'),
          description: t('reports.schedule.ranBody', { name }),
          variant: 'success',
        });
      } else {
        const changed = await reportActions.setPaused(schedule.id, action === 'pause');
        toast(
          changed.paused
            ? {
                title: t('reports.schedule.pausedToast'),
                description: t('reports.schedule.pausedBody', { name }),
                variant: 'success',
              }
            : {
                title: t('reports.schedule.resumedToast'),
                description: t('reports.schedule.resumedBody', { name, time: formatDateTime(changed.nextRunAt, lang) }),
                variant: 'success',
              },
        );
      }
    } catch (failure) {
      toastFailure(
        t(action === 'run' ? 'reports.failed' : 'reports.schedule.failed'),
        errors.message(failure) ??
          t(action === 'run' ? 'reports.schedule.runFailedDefault' : 'reports.schedule.failedDefault'),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <LoadState
      loaded={Boolean(data)}
      failed={Boolean(error) && !data}
      loadingLabel={t('common.loading')}
      failedText={t('reports.loadFailed')}
    >
      {data?.schedules.length === 0 ? (
        <p className="muted">{t('reports.schedules.empty')}</p>
      ) : (
        <ul className="ops-list report-schedules" data-testid="report-schedules">
          {data?.schedules.toSorted(byFrequency).map((schedule) => {
            const name = lang === 'fr' ? schedule.nameFr : schedule.name;
            return (
              <li
                key={schedule.id}
                data-testid="report-schedule"
                data-type={schedule.type}
                data-paused={schedule.paused}
              >
                <div className="report-schedule-text">
                  <p className="report-schedule-name">
                    <span data-testid="schedule-name">{name}</span>{' '}
                    <span
                      className={schedule.paused ? 'badge badge-warning' : 'badge badge-success'}
                      data-testid="schedule-state"
                    >
                      {t(schedule.paused ? 'reports.schedule.paused' : 'reports.schedule.active')}
                    </span>
                  </p>
                  <p className="small" data-testid="schedule-when">
                    {scheduleWhen(schedule, lang, t)}
                  </p>
                  <dl className="report-schedule-runs small muted">
                    <div>
                      <dt>{t('reports.schedule.nextRun')}</dt>
                      <dd data-testid="schedule-next">
                        {schedule.paused ? '—' : formatDateTime(schedule.nextRunAt, lang)}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('reports.schedule.lastRun')}</dt>
                      <dd data-testid="schedule-last">
                        {schedule.lastRunAt ? formatDateTime(schedule.lastRunAt, lang) : t('reports.schedule.never')}
                      </dd>
                    </div>
                  </dl>
                </div>
                {canManage && (
                  <div className="report-schedule-actions">
                    {schedule.paused ? (
                      <button
                        className="btn btn-outline btn-sm"
                        type="button"
                        disabled={busy === schedule.id}
                        aria-label={t('reports.schedule.resumeLabel', { name })}
                        onClick={() => void act(schedule, 'resume')}
                        data-testid="schedule-resume"
                      >
                        <Icon name="play" size={14} />
                        {t('reports.schedule.resume')}
                      </button>
                    ) : (
                      <button
                        className="btn btn-outline btn-sm"
                        type="button"
                        disabled={busy === schedule.id}
                        aria-label={t('reports.schedule.pauseLabel', { name })}
                        onClick={() => void act(schedule, 'pause')}
                        data-testid="schedule-pause"
                      >
                        <Icon name="power" size={14} />
                        {t('reports.schedule.pause')}
                      </button>
                    )}
                    <button
                      className="btn btn-outline btn-sm"
                      type="button"
                      disabled={busy === schedule.id}
                      aria-label={t('reports.schedule.runNowLabel', { name })}
                      onClick={() => void act(schedule, 'run')}
                      data-testid="schedule-run"
                    >
                      <Icon name="retry" size={14} />
                      {t('reports.schedule.runNow')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}
