import type { Knex } from 'knex';
import { ofMode } from './mode-filter.ts';
import { asNumber, DOUALA_DAY, IN_WINDOW, type Window } from './report-figures-repository.ts';

/**
 * The advanced Analytics sections' figures over a window (issue 16, flag `advanced_analytics`):
 * platform-wide aggregates of the request logs, payments and users that neither the reports
 * (report-figures-repository.ts, whose per-day payments and calls the trends reuse) nor a
 * developer's own usage (api-request-logs-repository.ts) compute. Payments and calls are of one
 * mode, `livemode` (the server's own).
 */
export function createAnalyticsFiguresRepository(db: Knex, livemode: boolean) {
  const window = (w: Window) => [w.start, w.end];
  const mode = ofMode(livemode);
  return {
    /** Failed payments per stored failure code (the service groups codes into categories). */
    async failureCodes(w: Window) {
      const { rows } = await db.raw(
        `select failure_code, count(*) as payments from payments
          where status = 'failed' and ${IN_WINDOW} and ${mode} group by failure_code`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        code: row.failure_code === null ? null : String(row.failure_code),
        payments: asNumber(row.payments),
      }));
    },

    async topEndpoints(w: Window, limit: number) {
      const { rows } = await db.raw(
        `select method, endpoint, count(*) as calls, count(*) filter (where status_code >= 400) as errors,
                percentile_cont(0.95) within group (order by response_time_ms) as p95
           from api_request_logs where ${IN_WINDOW} and ${mode}
          group by method, endpoint order by calls desc, endpoint, method limit ?`,
        [...window(w), limit],
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        method: String(row.method),
        endpoint: String(row.endpoint),
        calls: asNumber(row.calls),
        errors: asNumber(row.errors),
        p95Ms: asNumber(row.p95),
      }));
    },

    /** Calls per Douala hour of day, only hours with calls. */
    async callsByHour(w: Window) {
      const { rows } = await db.raw(
        `select extract(hour from created_at at time zone 'Africa/Douala')::int as hour, count(*) as calls
           from api_request_logs where ${IN_WINDOW} and ${mode} group by 1 order by 1`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        hour: asNumber(row.hour),
        calls: asNumber(row.calls),
      }));
    },

    /** Accounts created per Douala day, only days with some. */
    async newUsersByDay(w: Window) {
      const { rows } = await db.raw(
        `select ${DOUALA_DAY} as day, count(*) as users from users where ${IN_WINDOW} group by 1 order by 1`,
        window(w),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({ day: String(row.day), users: asNumber(row.users) }));
    },
  };
}
