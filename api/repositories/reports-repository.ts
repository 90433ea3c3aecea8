import type { Knex } from 'knex';

export type ReportStatus = 'queued' | 'running' | 'ready' | 'failed';

/** A `reports` row as PostgreSQL returns it. */
interface ReportRow {
  id: string;
  type: string;
  parameters: Record<string, unknown>;
  status: ReportStatus;
  requested_by: string | null;
  schedule_id: string | null;
  period_start: Date;
  period_end: Date;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  completed_at: Date | null;
  created_at: Date;
}

export interface StoredReport {
  id: string;
  type: string;
  parameters: Record<string, unknown>;
  status: ReportStatus;
  requestedBy: string | null;
  scheduleId: string | null;
  periodStart: Date;
  periodEnd: Date;
  fileName: string | null;
  fileSize: number | null;
  error: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

function toReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    type: row.type,
    parameters: row.parameters,
    status: row.status,
    requestedBy: row.requested_by,
    scheduleId: row.schedule_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    fileName: row.file_name,
    fileSize: row.file_size,
    error: row.error,
    completedAt: row.completed_at,
    createdAt: row.created_at,
  };
}

/** A `report_schedules` row as PostgreSQL returns it. */
interface ScheduleRow {
  id: string;
  name: string;
  name_fr: string;
  report_type: string;
  parameters: Record<string, unknown>;
  frequency: 'daily' | 'weekly' | 'monthly';
  time_of_day: number;
  day: number | null;
  paused: boolean;
  next_run_at: Date;
  last_run_at: Date | null;
}

export interface StoredSchedule {
  id: string;
  name: string;
  nameFr: string;
  type: string;
  parameters: Record<string, unknown>;
  frequency: 'daily' | 'weekly' | 'monthly';
  timeOfDay: number;
  day: number | null;
  paused: boolean;
  nextRunAt: Date;
  lastRunAt: Date | null;
}

function toSchedule(row: ScheduleRow): StoredSchedule {
  return {
    id: row.id,
    name: row.name,
    nameFr: row.name_fr,
    type: row.report_type,
    parameters: row.parameters,
    frequency: row.frequency,
    timeOfDay: row.time_of_day,
    day: row.day,
    paused: row.paused,
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
  };
}

export interface NewReport {
  type: string;
  parameters: Record<string, unknown>;
  requestedBy: string | null;
  scheduleId: string | null;
  periodStart: Date;
  periodEnd: Date;
}

/** Generated reports and their schedules (issue 16, Reports). */
export function createReportsRepository(db: Knex) {
  return {
    async insert(report: NewReport): Promise<StoredReport> {
      const [row] = await db<ReportRow>('reports')
        .insert({
          type: report.type,
          parameters: JSON.stringify(report.parameters) as unknown as Record<string, unknown>,
          requested_by: report.requestedBy,
          schedule_id: report.scheduleId,
          period_start: report.periodStart,
          period_end: report.periodEnd,
        })
        .returning('*');
      return toReport(row as ReportRow);
    },

    async findById(id: string): Promise<StoredReport | null> {
      const row = await db<ReportRow>('reports').where({ id }).first();
      return row ? toReport(row) : null;
    },

    async page(limit: number, offset: number): Promise<{ rows: StoredReport[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db<ReportRow>('reports')
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .offset(offset),
        db('reports').count<{ count: string }[]>({ count: '*' }),
      ]);
      return { rows: rows.map(toReport), total: Number(counted[0]?.count ?? 0) };
    },

    /** queued → running, once: a re-run job finds the row no longer queued and leaves it. */
    async claim(id: string): Promise<StoredReport | null> {
      const [row] = await db<ReportRow>('reports')
        .where({ id })
        .whereIn('status', ['queued', 'running'])
        .update({ status: 'running' })
        .returning('*');
      return row ? toReport(row as ReportRow) : null;
    },

    async markReady(id: string, fileName: string, fileSize: number): Promise<void> {
      await db('reports')
        .where({ id })
        .update({ status: 'ready', file_name: fileName, file_size: fileSize, error: null, completed_at: db.fn.now() });
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db('reports').where({ id }).update({ status: 'failed', error, completed_at: db.fn.now() });
    },

    /** Reports created before `cutoff`, oldest first: the sweep deletes their files and rows. */
    async listOlderThan(cutoff: Date, limit: number): Promise<StoredReport[]> {
      const rows = await db<ReportRow>('reports').where('created_at', '<', cutoff).orderBy('created_at').limit(limit);
      return rows.map(toReport);
    },

    async delete(id: string): Promise<void> {
      await db('reports').where({ id }).delete();
    },

    async schedules(): Promise<StoredSchedule[]> {
      const rows = await db<ScheduleRow>('report_schedules').orderBy('time_of_day').orderBy('name');
      return rows.map(toSchedule);
    },

    async lockSchedule(id: string): Promise<StoredSchedule | null> {
      const row = await db<ScheduleRow>('report_schedules').where({ id }).forUpdate().first();
      return row ? toSchedule(row) : null;
    },

    /** Active schedules due at `now`, locked (skipping ones another runner holds). */
    async lockDueSchedules(now: Date): Promise<StoredSchedule[]> {
      const rows = await db<ScheduleRow>('report_schedules')
        .where('paused', false)
        .where('next_run_at', '<=', now)
        .forUpdate()
        .skipLocked();
      return rows.map(toSchedule);
    },

    async updateSchedule(
      id: string,
      change: Partial<{ paused: boolean; nextRunAt: Date; lastRunAt: Date }>,
    ): Promise<StoredSchedule> {
      const [row] = await db<ScheduleRow>('report_schedules')
        .where({ id })
        .update({
          ...(change.paused === undefined ? {} : { paused: change.paused }),
          ...(change.nextRunAt ? { next_run_at: change.nextRunAt } : {}),
          ...(change.lastRunAt ? { last_run_at: change.lastRunAt } : {}),
        })
        .returning('*');
      return toSchedule(row as ScheduleRow);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
