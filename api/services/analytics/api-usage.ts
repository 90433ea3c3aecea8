import type { Static } from 'typebox';
import type { AppConfig } from '../../config.ts';
import type { ApiRequestLog } from '../../repositories/api-request-logs-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  AppCallsSchema,
  DATA_MODES,
  RequestLogEntrySchema,
  RequestLogListSchema,
  RequestLogQuerySchema,
  UsageAnalyticsSchema,
} from '../../schemas/analytics.ts';
import { callerLivemode } from '../payments/livemode.ts';

/**
 * A developer's own API calls, by key or by OAuth app (issue 17): the request log, newest first,
 * the figures of the Analytics tab over the last days and each app's recent calls. Every list and
 * figure is of one mode, test or live, never both: the one asked for, or else the caller's own
 * (`request.livemode`).
 */
export type RequestLogQuery = Static<typeof RequestLogQuerySchema>;
export type RequestLogEntry = Static<typeof RequestLogEntrySchema>;
export type RequestLogList = Static<typeof RequestLogListSchema>;
export type UsageAnalytics = Static<typeof UsageAnalyticsSchema>;
export type AppCalls = Static<typeof AppCallsSchema>;
export type DataMode = (typeof DATA_MODES)[number];

/** The mode a developer's list or figure shows: the one asked for, else the caller's own. */
export function modeShown(asked: DataMode | undefined, callerLivemode: boolean): boolean {
  return asked === undefined ? callerLivemode : asked === 'live';
}

const TOP_ENDPOINTS = 10;
const DAY_MS = 86_400_000;
const DOUALA_OFFSET_MS = 3_600_000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** One call as the request log shows it (list and stream alike). */
export function toLogEntry(log: ApiRequestLog): RequestLogEntry {
  return {
    id: log.id,
    apiKeyId: log.apiKeyId,
    appId: log.oauthAppId,
    livemode: log.livemode,
    method: log.method,
    endpoint: log.endpoint,
    statusCode: log.statusCode,
    responseTime: log.responseTimeMs,
    requestId: log.requestId,
    ip: log.ip,
    timestamp: log.createdAt.toISOString(),
  };
}

export async function listRequestLogs(
  store: Store,
  userId: string,
  livemode: boolean,
  query: RequestLogQuery,
): Promise<RequestLogList> {
  const { logs, total } = await store.apiRequestLogs.listOfUser(userId, {
    livemode,
    apiKeyId: query.keyId,
    oauthAppId: query.appId,
    statusClass: query.status,
    endpoint: query.endpoint,
    page: query.page,
    limit: query.limit,
  });
  return {
    livemode,
    logs: logs.map(toLogEntry),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The start of the Douala day `days - 1` days before today (West Africa Time, UTC+1 all year). */
export function startOfDoualaDays(days: number, now = Date.now()): Date {
  const today = Math.floor((now + DOUALA_OFFSET_MS) / DAY_MS) * DAY_MS - DOUALA_OFFSET_MS;
  return new Date(today - (days - 1) * DAY_MS);
}

/** No call yet reads as a success rate of 0 with no errors, not as a division by zero. */
export async function usageAnalytics(
  store: Store,
  userId: string,
  livemode: boolean,
  days: number,
): Promise<UsageAnalytics> {
  const logs = store.apiRequestLogs;
  const since = startOfDoualaDays(days);
  const [totals, topEndpoints, errorsByStatus, daily] = await Promise.all([
    logs.totalsOfUser(userId, livemode, since),
    logs.topEndpointsOfUser(userId, livemode, since, TOP_ENDPOINTS),
    logs.errorsByStatusOfUser(userId, livemode, since),
    logs.dailyOfUser(userId, livemode, since),
  ]);
  return {
    livemode,
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

/**
 * Each of the developer's apps with its calls of the last `days` Douala days in its own mode
 * (callerLivemode of the app: a sandbox app's calls are test calls on every server, a
 * production app's are live on a live server), so one app's count never adds the two modes.
 */
export async function appCalls(
  store: Store,
  userId: string,
  paymentsMode: AppConfig['PAYMENTS_MODE'],
  days: number,
): Promise<AppCalls> {
  const [apps, counted] = await Promise.all([
    store.oauthApps.listOf(userId),
    store.apiRequestLogs.appCallsOfUser(userId, startOfDoualaDays(days)),
  ]);
  return {
    apps: apps.map((app) => {
      const livemode = callerLivemode({ apiKey: null, oauth: app }, paymentsMode);
      const found = counted.find((row) => row.oauthAppId === app.id && row.livemode === livemode);
      return {
        appId: app.id,
        livemode,
        calls: found?.calls ?? 0,
        errors: found?.errors ?? 0,
        lastCallAt: found ? found.lastCallAt.toISOString() : null,
      };
    }),
  };
}
