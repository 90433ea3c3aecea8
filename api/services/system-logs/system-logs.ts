import type { Static } from 'typebox';
import { TRANSACTION_MESSAGES } from '../../../domain/messages/transactions.ts';
import { detail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { SystemLogPageSchema, SystemLogQuerySchema } from '../../schemas/admin-operations.ts';
import { iso } from '../admin/iso.ts';

/** How long the server's warnings and errors are kept: the System Logs screen covers at most this span. */
export const SYSTEM_LOG_RETENTION = '30 days';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Douala day's first instant (UTC+1 all year). */
const doualaMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

/** One page of System Logs, newest first; `from`/`to` are Douala days, both included. */
export async function systemLogPage(
  store: Store,
  query: Static<typeof SystemLogQuerySchema>,
): Promise<Static<typeof SystemLogPageSchema>> {
  if (query.from && query.to && query.from > query.to) {
    throw validationError([detail('from', TRANSACTION_MESSAGES.fromAfterTo)]);
  }
  const { logs, total } = await store.systemLogs.page({
    level: query.level,
    q: query.q?.trim() || undefined,
    from: query.from ? doualaMidnight(query.from) : undefined,
    before: query.to ? new Date(doualaMidnight(query.to).getTime() + DAY_MS) : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { logs: logs.map((log) => ({ ...log, createdAt: iso(log.createdAt) })), total };
}

/** Deletes system logs past their retention; run hourly by the worker's schedule. */
export function sweepOldSystemLogs(store: Store): Promise<number> {
  return store.systemLogs.deleteOlderThan(SYSTEM_LOG_RETENTION);
}
