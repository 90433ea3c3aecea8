import type { Static } from 'typebox';
import type { ReportType } from '../../../domain/enums.ts';
import { REPORT_MESSAGES as M } from '../../../domain/messages/reports.ts';
import { AppError } from '../../errors.ts';
import type { StoredSchedule } from '../../repositories/reports-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { ReportScheduleSchema } from '../../schemas/admin-reports.ts';
import { iso } from '../admin/iso.ts';
import type { StaffActor } from '../admin/users.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { LinkKey } from './download-links.ts';
import { queueReport, type ReportParameters, type ReportView, toReportView } from './reports.ts';
import { clockText, nextRunAfter } from './schedule-clock.ts';

export type ScheduleView = Static<typeof ReportScheduleSchema>;

function toScheduleView(schedule: StoredSchedule): ScheduleView {
  return {
    id: schedule.id,
    name: schedule.name,
    nameFr: schedule.nameFr,
    type: schedule.type as ReportType,
    parameters: schedule.parameters as ReportParameters,
    frequency: schedule.frequency,
    time: clockText(schedule.timeOfDay),
    day: schedule.day,
    timeZone: 'Africa/Douala',
    paused: schedule.paused,
    nextRunAt: iso(schedule.nextRunAt),
    lastRunAt: iso(schedule.lastRunAt),
  };
}

export async function listSchedules(store: Store): Promise<{ schedules: ScheduleView[] }> {
  return { schedules: (await store.reports.schedules()).map(toScheduleView) };
}

/**
 * Pause or resume, audited (`update`, resource `report_schedule`, `{from, to}` of `paused`).
 * Resuming sets the next run to the next due time after now: a schedule paused for a week
 * does not run the missed days on resume.
 */
export async function setSchedulePaused(
  store: Store,
  actor: StaffActor,
  id: string,
  paused: boolean,
  now: Date = new Date(),
): Promise<ScheduleView> {
  return store.transaction(async (tx) => {
    const reports = tx.reports;
    const schedule = await reports.lockSchedule(id);
    if (!schedule) throw new AppError('not_found', M.reportScheduleNotFound);
    if (schedule.paused === paused) return toScheduleView(schedule);
    const changed = await reports.updateSchedule(id, {
      paused,
      ...(paused ? {} : { nextRunAt: nextRunAfter(schedule, now) }),
    });
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'report_schedule',
      resourceId: id,
      details: { name: schedule.name, paused: { from: schedule.paused, to: paused } },
    });
    return toScheduleView(changed);
  });
}

/** Run now (paused or not): one report queued, audited as its creation; the schedule's clock is left alone. */
export async function runScheduleNow(
  store: Store,
  actor: StaffActor,
  id: string,
  key: LinkKey,
  now: Date = new Date(),
): Promise<ReportView> {
  const report = await store.transaction(async (tx) => {
    const schedule = await tx.reports.lockSchedule(id);
    if (!schedule) throw new AppError('not_found', M.reportScheduleNotFound);
    const queued = await queueReport(
      tx,
      {
        type: schedule.type as ReportType,
        parameters: schedule.parameters as ReportParameters,
        requestedBy: actor.userId,
        scheduleId: schedule.id,
      },
      now,
    );
    await tx.reports.updateSchedule(id, { lastRunAt: now });
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'report',
      resourceId: queued.id,
      details: { type: schedule.type, schedule: schedule.name, ...schedule.parameters },
    });
    return queued;
  });
  store.paymentJobs.nudgeRunners();
  return toReportView(report, key, now);
}

/**
 * The scheduler (the `enqueue_due_reports` job, every minute in graphile-worker's UTC
 * crontab): each active schedule whose next run is due gets one report, and its next run moves
 * to the first due time after now. After a downtime of three days a daily schedule therefore
 * runs once, not three times. Rows are locked with SKIP LOCKED, so two runners never queue the
 * same run.
 */
export async function enqueueDueReports(store: Store, now: Date = new Date()): Promise<number> {
  const queued = await store.transaction(async (tx) => {
    const reports = tx.reports;
    const due = await reports.lockDueSchedules(now);
    for (const schedule of due) {
      await queueReport(
        tx,
        {
          type: schedule.type as ReportType,
          parameters: schedule.parameters as ReportParameters,
          requestedBy: null,
          scheduleId: schedule.id,
        },
        now,
      );
      await reports.updateSchedule(schedule.id, { lastRunAt: now, nextRunAt: nextRunAfter(schedule, now) });
    }
    return due.length;
  });
  if (queued > 0) store.paymentJobs.nudgeRunners();
  return queued;
}
