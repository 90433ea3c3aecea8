import type { Knex } from 'knex';
import { ofMode } from './mode-filter.ts';

/** A report's window: `start` included, `end` excluded. */
export interface Window {
  start: Date;
  end: Date;
}

/** A row's Douala day and the window test, shared with the analytics figures. */
export const DOUALA_DAY = `to_char(created_at at time zone 'Africa/Douala', 'YYYY-MM-DD')`;
export const IN_WINDOW = 'created_at >= ? and created_at < ?';

export const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The figures reports print (issue 16, Reports), each over a period: aggregates of payments,
 * API request logs, users, the audit log, system logs and uptime heartbeats. Only the report
 * job reads them; the dashboards keep their own tuned statements. Payments and calls are of one
 * mode, `livemode` (the server's own: staff never see test and live added together).
 */
export function createReportFiguresRepository(db: Knex, livemode: boolean) {
  const window = (w: Window) => [w.start, w.end];
  const mode = ofMode(livemode);
  return {
    async paymentsByProvider(w: Window) {
      const { rows } = await db.raw(
        `select provider, count(*) as payments, count(*) filter (where status = 'success') as successful,
                coalesce(sum(amount) filter (where status = 'success'), 0) as volume
           from payments where ${IN_WINDOW} and ${mode} group by provider order by provider`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        provider: String(row.provider),
        payments: asNumber(row.payments),
        successful: asNumber(row.successful),
        volume: asNumber(row.volume),
      }));
    },

    /** The fees credited to platform:revenue, by provider, for payments settled in the window. */
    async feesByProvider(w: Window) {
      const { rows } = await db.raw(
        `select p.provider, count(*) as payments, coalesce(sum(p.amount), 0) as volume, coalesce(-sum(lp.amount), 0) as fees
           from ledger_postings lp
           join ledger_accounts la on la.id = lp.ledger_account_id and la.code = 'platform:revenue'
           join ledger_transactions lt on lt.id = lp.transaction_id
           join payments p on p.id = lt.payment_id
          where p.completed_at >= ? and p.completed_at < ? and ${ofMode(livemode, 'p')}
          group by p.provider order by p.provider`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        provider: String(row.provider),
        payments: asNumber(row.payments),
        volume: asNumber(row.volume),
        fees: asNumber(row.fees),
      }));
    },

    async paymentsByDay(w: Window) {
      const { rows } = await db.raw(
        `select ${DOUALA_DAY} as day, provider, count(*) filter (where status = 'success') as successful,
                coalesce(sum(amount) filter (where status = 'success'), 0) as volume
           from payments where ${IN_WINDOW} and ${mode} group by 1, 2 order by 1, 2`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        day: String(row.day),
        provider: String(row.provider),
        successful: asNumber(row.successful),
        volume: asNumber(row.volume),
      }));
    },

    async paymentsByStatus(w: Window) {
      const { rows } = await db.raw(
        `select status, count(*) as payments, coalesce(sum(amount), 0) as amount
           from payments where ${IN_WINDOW} and ${mode} group by status order by status`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        status: String(row.status),
        payments: asNumber(row.payments),
        amount: asNumber(row.amount),
      }));
    },

    async apiCallsByDay(w: Window) {
      const { rows } = await db.raw(
        `select ${DOUALA_DAY} as day, count(*) as calls,
                count(*) filter (where status_code between 400 and 499) as client_errors,
                count(*) filter (where status_code >= 500) as server_errors,
                round(avg(response_time_ms)) as average_ms
           from api_request_logs where ${IN_WINDOW} and ${mode} group by 1 order by 1`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        day: String(row.day),
        calls: asNumber(row.calls),
        clientErrors: asNumber(row.client_errors),
        serverErrors: asNumber(row.server_errors),
        averageMs: asNumber(row.average_ms),
      }));
    },

    async usersByRole(w: Window) {
      const { rows } = await db.raw(
        `select role, count(*) filter (where created_at >= ? and created_at < ?) as created,
                count(*) filter (where last_login_at >= ? and last_login_at < ?) as active,
                count(*) filter (where created_at < ?) as total
           from users group by role order by role`,
        [w.start, w.end, w.start, w.end, w.end],
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        role: String(row.role),
        created: asNumber(row.created),
        active: asNumber(row.active),
        total: asNumber(row.total),
      }));
    },

    async auditActions(w: Window, actions?: readonly string[]) {
      const { rows } = await db.raw(
        `select action, resource, count(*) as entries from audit_logs
          where ${IN_WINDOW} ${actions ? 'and action = any(?)' : ''}
          group by action, resource order by action, resource`,
        actions ? [...window(w), [...actions]] : window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        action: String(row.action),
        resource: String(row.resource),
        entries: asNumber(row.entries),
      }));
    },

    async systemLogsByLevel(w: Window) {
      const { rows } = await db.raw(
        `select level, count(*) as entries from system_logs where ${IN_WINDOW} group by level order by level`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        level: String(row.level),
        entries: asNumber(row.entries),
      }));
    },

    /** Minutes with a heartbeat, and the minutes of the period that have passed. */
    async uptime(w: Window, now: Date) {
      const until = new Date(Math.min(w.end.getTime(), now.getTime()));
      const { rows } = await db.raw(
        'select count(*) as minutes from uptime_heartbeats where minute >= ? and minute < ?',
        [w.start, until],
      );
      const expected = Math.max(0, Math.floor((until.getTime() - w.start.getTime()) / 60_000));
      return { minutesUp: asNumber(rows[0]?.minutes), minutesElapsed: expected };
    },
  };
}

export type ReportFiguresRepository = ReturnType<typeof createReportFiguresRepository>;
