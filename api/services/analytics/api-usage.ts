import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { createApiRequestLogsRepository } from '../../repositories/api-request-logs-repository.ts';
import type {
  RequestLogEntrySchema,
  RequestLogListSchema,
  RequestLogQuerySchema,
  UsageAnalyticsSchema,
} from '../../schemas/analytics.ts';

/**
 * A developer's own API-key calls (spec 001 §3 "Usage analytics", "Request log entry"): the
 * request log, newest first, and the figures of the Analytics tab over the last days.
 */
export type RequestLogQuery = Static<typeof RequestLogQuerySchema>;
export type RequestLogEntry = Static<typeof RequestLogEntrySchema>;
export type RequestLogList = Static<typeof RequestLogListSchema>;
export type UsageAnalytics = Static<typeof UsageAnalyticsSchema>;

const TOP_ENDPOINTS = 10;
const DAY_MS = 86_400_000;
const DOUALA_OFFSET_MS = 3_600_000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function listRequestLogs(db: Knex, userId: string, query: RequestLogQuery): Promise<RequestLogList> {
  const { logs, total } = await createApiRequestLogsRepository(db).listOfUser(userId, {
    apiKeyId: query.keyId,
    statusClass: query.status,
    endpoint: query.endpoint,
    page: query.page,
    limit: query.limit,
  });
  return {
    logs: logs.map((log) => ({
      id: log.id,
      apiKeyId: log.apiKeyId,
      method: log.method,
      endpoint: log.endpoint,
      statusCode: log.statusCode,
      responseTime: log.responseTimeMs,
      requestId: log.requestId,
      ip: log.ip,
      timestamp: log.createdAt.toISOString(),
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The start of the Douala day `days - 1` days before today (West Africa Time, UTC+1 all year). */
export function startOfDoualaDays(days: number, now = Date.now()): Date {
  const today = Math.floor((now + DOUALA_OFFSET_MS) / DAY_MS) * DAY_MS - DOUALA_OFFSET_MS;
  return new Date(today - (days - 1) * DAY_MS);
}

/** No call yet reads as a success rate of 0 with no errors, not as a division by zero. */
export async function usageAnalytics(db: Knex, userId: string, days: number): Promise<UsageAnalytics> {
  const logs = createApiRequestLogsRepository(db);
  const since = startOfDoualaDays(days);
  const [totals, topEndpoints, errorsByStatus, daily] = await Promise.all([
    logs.totalsOfUser(userId, since),
    logs.topEndpointsOfUser(userId, since, TOP_ENDPOINTS),
    logs.errorsByStatusOfUser(userId, since),
    logs.dailyOfUser(userId, since),
  ]);
  return {
    totalRequests: totals.totalRequests,
    successRate: totals.totalRequests === 0 ? 0 : oneDecimal((totals.successful / totals.totalRequests) * 100),
    averageResponseTime: oneDecimal(totals.averageMs),
    p50ResponseTime: oneDecimal(totals.p50Ms),
    p95ResponseTime: oneDecimal(totals.p95Ms),
    topEndpoints,
    errorsByStatus,
    daily,
  };
}
