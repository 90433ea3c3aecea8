import type { Knex } from 'knex';

/** An `api_request_logs` row as PostgreSQL returns it (bigint as string). */
export interface ApiRequestLogRow {
  id: string;
  api_key_id: string | null;
  oauth_app_id: string | null;
  livemode: boolean;
  user_id: string;
  method: string;
  endpoint: string;
  status_code: number;
  response_time_ms: number;
  request_id: string | null;
  ip: string | null;
  created_at: Date;
}

/**
 * One call, as the request-log plugin buffers it: made with a key or with an app's token
 * (exactly one). The row's developer is the key's or the app's owner, read at insert time.
 */
export interface NewApiRequestLog {
  apiKeyId: string | null;
  oauthAppId: string | null;
  livemode: boolean;
  method: string;
  /** The route pattern (`/api/v1/payments/:id`), never the raw URL. */
  endpoint: string;
  statusCode: number;
  responseTimeMs: number;
  requestId: string;
  ip: string;
  createdAt: Date;
}

export interface ApiRequestLog {
  id: string;
  apiKeyId: string | null;
  oauthAppId: string | null;
  livemode: boolean;
  method: string;
  endpoint: string;
  statusCode: number;
  responseTimeMs: number;
  requestId: string | null;
  ip: string | null;
  createdAt: Date;
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface LogFilters {
  /** Lists never mix test and live calls. */
  livemode: boolean;
  apiKeyId?: string | undefined;
  oauthAppId?: string | undefined;
  statusClass?: StatusClass | undefined;
  endpoint?: string | undefined;
  page: number;
  limit: number;
}

export interface UsageTotals {
  totalRequests: number;
  successful: number;
  averageMs: number;
  p50Ms: number;
  p95Ms: number;
}

function toApiRequestLog(row: ApiRequestLogRow): ApiRequestLog {
  return {
    id: String(row.id),
    apiKeyId: row.api_key_id,
    oauthAppId: row.oauth_app_id,
    livemode: row.livemode,
    method: row.method,
    endpoint: row.endpoint,
    statusCode: row.status_code,
    responseTimeMs: row.response_time_ms,
    requestId: row.request_id,
    ip: row.ip,
    createdAt: row.created_at,
  };
}

/** A developer's calls of one mode since `since`, the base of every usage figure (never both modes). */
const callsOf = (db: Knex, userId: string, livemode: boolean, since: Date) =>
  db('api_request_logs').where({ user_id: userId, livemode }).andWhere('created_at', '>=', since);

/** API request logs (keys and OAuth apps): batch writes after the answers, the developer's reads, the sweep. */
export function createApiRequestLogsRepository(db: Knex) {
  /** The user's calls in one mode, narrowed by the log's filters. */
  const matching = (userId: string, filters: Omit<LogFilters, 'page' | 'limit'>) => {
    const query = db('api_request_logs').where({ user_id: userId, livemode: filters.livemode });
    if (filters.apiKeyId) query.andWhere({ api_key_id: filters.apiKeyId });
    if (filters.oauthAppId) query.andWhere({ oauth_app_id: filters.oauthAppId });
    if (filters.endpoint) query.andWhere({ endpoint: filters.endpoint });
    if (filters.statusClass) {
      const low = Number(filters.statusClass[0]) * 100;
      query.andWhereBetween('status_code', [low, low + 99]);
    }
    return query;
  };
  const newestFirst = (query: Knex.QueryBuilder) =>
    query.orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

  return {
    /**
     * One insert for the batch. Each row's developer is its key's or its app's owner (an app's
     * calls are its developer's, never the customer's its token acts for); keys and apps
     * deleted since the call are skipped rather than failing the batch.
     */
    async insertBatch(entries: readonly NewApiRequestLog[]): Promise<void> {
      if (entries.length === 0) return;
      await db.raw(
        `insert into api_request_logs
           (api_key_id, oauth_app_id, livemode, user_id, method, endpoint, status_code, response_time_ms,
            request_id, ip, created_at)
         select e.api_key_id, e.oauth_app_id, e.livemode, coalesce(k.user_id, a.user_id), e.method, e.endpoint,
                e.status_code, e.response_time_ms, e.request_id, e.ip, e.created_at
           from jsonb_to_recordset(?::jsonb) as e(api_key_id uuid, oauth_app_id uuid, livemode boolean,
                method text, endpoint text, status_code smallint, response_time_ms integer, request_id text,
                ip text, created_at timestamptz)
           left join api_keys k on k.id = e.api_key_id
           left join oauth_apps a on a.id = e.oauth_app_id
          where coalesce(k.user_id, a.user_id) is not null`,
        [
          JSON.stringify(
            entries.map((entry) => ({
              api_key_id: entry.apiKeyId,
              oauth_app_id: entry.oauthAppId,
              livemode: entry.livemode,
              method: entry.method,
              endpoint: entry.endpoint,
              status_code: entry.statusCode,
              response_time_ms: entry.responseTimeMs,
              request_id: entry.requestId,
              ip: entry.ip,
              created_at: entry.createdAt.toISOString(),
            })),
          ),
        ],
      );
    },

    /** Newest first, one page, and how many match. */
    async listOfUser(userId: string, filters: LogFilters): Promise<{ logs: ApiRequestLog[]; total: number }> {
      const query = matching(userId, filters);
      const [rows, counted] = await Promise.all([
        newestFirst(query.clone())
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit)
          .select<ApiRequestLogRow[]>('*'),
        query.clone().count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { logs: rows.map(toApiRequestLog), total: Number(counted?.count ?? 0) };
    },

    /** The newest `limit` calls, without a count: what a log stream reads every second. */
    async newestOfUser(userId: string, filters: Omit<LogFilters, 'page' | 'limit'>, limit: number) {
      const rows = await newestFirst(matching(userId, filters)).limit(limit).select<ApiRequestLogRow[]>('*');
      return rows.map(toApiRequestLog);
    },

    async totalsOfUser(userId: string, livemode: boolean, since: Date): Promise<UsageTotals> {
      const row = await callsOf(db, userId, livemode, since).first<{
        total: string;
        successful: string;
        average: string | null;
        p50: number | null;
        p95: number | null;
      }>(
        db.raw('count(*) as total'),
        db.raw('count(*) filter (where status_code < 400) as successful'),
        db.raw('avg(response_time_ms) as average'),
        db.raw('percentile_cont(0.5) within group (order by response_time_ms) as p50'),
        db.raw('percentile_cont(0.95) within group (order by response_time_ms) as p95'),
      );
      return {
        totalRequests: Number(row?.total ?? 0),
        successful: Number(row?.successful ?? 0),
        averageMs: Number(row?.average ?? 0),
        p50Ms: Number(row?.p50 ?? 0),
        p95Ms: Number(row?.p95 ?? 0),
      };
    },

    async topEndpointsOfUser(
      userId: string,
      livemode: boolean,
      since: Date,
      limit: number,
    ): Promise<{ method: string; endpoint: string; count: number }[]> {
      const rows = await callsOf(db, userId, livemode, since)
        .groupBy('method', 'endpoint')
        .orderBy([{ column: 'count', order: 'desc' }, { column: 'endpoint' }, { column: 'method' }])
        .limit(limit)
        .select<{ method: string; endpoint: string; count: string }[]>(
          'method',
          'endpoint',
          db.raw('count(*) as count'),
        );
      return rows.map((row) => ({ method: row.method, endpoint: row.endpoint, count: Number(row.count) }));
    },

    async errorsByStatusOfUser(
      userId: string,
      livemode: boolean,
      since: Date,
    ): Promise<{ status: number; count: number }[]> {
      const rows = await callsOf(db, userId, livemode, since)
        .andWhere('status_code', '>=', 400)
        .groupBy('status_code')
        .orderBy('status_code')
        .select<{ status_code: number; count: string }[]>('status_code', db.raw('count(*) as count'));
      return rows.map((row) => ({ status: row.status_code, count: Number(row.count) }));
    },

    /** Calls and errors per Douala day, only days with calls. */
    async dailyOfUser(
      userId: string,
      livemode: boolean,
      since: Date,
    ): Promise<{ date: string; requests: number; errors: number }[]> {
      const rows = await callsOf(db, userId, livemode, since)
        .groupByRaw('1')
        .orderByRaw('1')
        .select<{ day: string; requests: string; errors: string }[]>(
          db.raw(`to_char(created_at at time zone 'Africa/Douala', 'YYYY-MM-DD') as day`),
          db.raw('count(*) as requests'),
          db.raw('count(*) filter (where status_code >= 400) as errors'),
        );
      return rows.map((row) => ({ date: row.day, requests: Number(row.requests), errors: Number(row.errors) }));
    },

    /** Each of the developer's apps' calls since `since`, per mode, with their errors and last call. */
    async appCallsOfUser(
      userId: string,
      since: Date,
    ): Promise<{ oauthAppId: string; livemode: boolean; calls: number; errors: number; lastCallAt: Date }[]> {
      const rows = await db('api_request_logs')
        .where({ user_id: userId })
        .whereNotNull('oauth_app_id')
        .andWhere('created_at', '>=', since)
        .groupBy('oauth_app_id', 'livemode')
        .select<{ oauth_app_id: string; livemode: boolean; calls: string; errors: string; last_call_at: Date }[]>(
          'oauth_app_id',
          'livemode',
          db.raw('count(*) as calls'),
          db.raw('count(*) filter (where status_code >= 400) as errors'),
          db.raw('max(created_at) as last_call_at'),
        );
      return rows.map((row) => ({
        oauthAppId: row.oauth_app_id,
        livemode: row.livemode,
        calls: Number(row.calls),
        errors: Number(row.errors),
        lastCallAt: row.last_call_at,
      }));
    },

    /** Deletes rows older than the retention (a PostgreSQL interval); answers how many. */
    async deleteOlderThan(retention: string): Promise<number> {
      return db('api_request_logs')
        .where('created_at', '<', db.raw(`now() - ?::interval`, [retention]))
        .delete();
    },
  };
}

export type ApiRequestLogsRepository = ReturnType<typeof createApiRequestLogsRepository>;
