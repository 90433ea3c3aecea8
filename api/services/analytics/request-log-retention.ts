import type { Knex } from 'knex';
import { createApiRequestLogsRepository } from '../../repositories/api-request-logs-repository.ts';

/** How long API request logs are kept (issue 13): the analytics cover at most this span. */
export const REQUEST_LOG_RETENTION = '30 days';

/** Deletes request logs past their retention; run hourly by the worker's schedule. */
export function sweepOldRequestLogs(db: Knex): Promise<number> {
  return createApiRequestLogsRepository(db).deleteOlderThan(REQUEST_LOG_RETENTION);
}
