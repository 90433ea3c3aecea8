import type { Knex } from 'knex';
import type { SystemLogLevel } from '../../domain/enums.ts';
import { containsPattern } from './like-pattern.ts';

/** A `system_logs` row as PostgreSQL returns it (bigint as string). */
interface SystemLogRow {
  id: string;
  level: SystemLogLevel;
  message: string;
  request_id: string | null;
  route: string | null;
  status_code: number | null;
  context: Record<string, unknown>;
  created_at: Date;
}

/** One warn+ line, as the logger's sink buffers it (already censored by the logger). */
export interface NewSystemLog {
  level: SystemLogLevel;
  message: string;
  requestId: string | null;
  route: string | null;
  statusCode: number | null;
  context: Record<string, unknown>;
  createdAt: Date;
}

export interface SystemLog {
  id: string;
  level: SystemLogLevel;
  message: string;
  requestId: string | null;
  route: string | null;
  statusCode: number | null;
  createdAt: Date;
}

export interface SystemLogFilters {
  level?: SystemLogLevel | undefined;
  /** Part of the message or route, or a whole request id. */
  q?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  limit: number;
  offset: number;
}

const toSystemLog = (row: SystemLogRow): SystemLog => ({
  id: String(row.id),
  level: row.level,
  message: row.message,
  requestId: row.request_id,
  route: row.route,
  statusCode: row.status_code,
  createdAt: row.created_at,
});

/** The server's own warnings and errors: the logger's batched writes, the System Logs reads, the sweep. */
export function createSystemLogsRepository(db: Knex) {
  return {
    async insertBatch(entries: readonly NewSystemLog[]): Promise<void> {
      if (entries.length === 0) return;
      await db('system_logs').insert(
        entries.map((entry) => ({
          level: entry.level,
          message: entry.message,
          request_id: entry.requestId,
          route: entry.route,
          status_code: entry.statusCode,
          context: JSON.stringify(entry.context),
          created_at: entry.createdAt,
        })),
      );
    },

    /** Newest first, one page, and how many match. */
    async page(filters: SystemLogFilters): Promise<{ logs: SystemLog[]; total: number }> {
      const query = db('system_logs');
      if (filters.level) query.where({ level: filters.level });
      if (filters.from) query.andWhere('created_at', '>=', filters.from);
      if (filters.before) query.andWhere('created_at', '<', filters.before);
      const { q } = filters;
      if (q) {
        query.andWhere((inner) =>
          inner
            .whereILike('message', containsPattern(q))
            .orWhereILike('route', containsPattern(q))
            .orWhere('request_id', q),
        );
      }
      const [rows, counted] = await Promise.all([
        query
          .clone()
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(filters.limit)
          .offset(filters.offset)
          .select<SystemLogRow[]>('id', 'level', 'message', 'request_id', 'route', 'status_code', 'created_at'),
        query.clone().count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { logs: rows.map(toSystemLog), total: Number(counted?.count ?? 0) };
    },

    /** Deletes rows older than the retention (a PostgreSQL interval); answers how many. */
    async deleteOlderThan(retention: string): Promise<number> {
      return db('system_logs')
        .where('created_at', '<', db.raw(`now() - ?::interval`, [retention]))
        .delete();
    },
  };
}

export type SystemLogsRepository = ReturnType<typeof createSystemLogsRepository>;
