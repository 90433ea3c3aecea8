import { eventStream, jsonEvents, type StreamOptions } from '../event-stream.ts';
import { type CallOptions, unwrap } from '../transport.ts';
import type { RequestLogEntry, RequestLogList, RequestLogQuery } from '../types.ts';
import { StreamingResource } from './resource.ts';

/** `/api/v1/analytics/logs`: the calls made with your keys and by your OAuth apps (`analytics:read`). */
export class Logs extends StreamingResource {
  /** One page of the request log, newest first. */
  list(query: RequestLogQuery = {}, options?: CallOptions): Promise<RequestLogList> {
    const { page = 1, limit = 20, ...filters } = query;
    const answer = this.api.GET('/api/v1/analytics/logs', {
      params: { query: { ...filters, page, limit } },
      signal: options?.signal,
    });
    return unwrap(answer);
  }

  /** The calls as they are made, from now until `signal` aborts (`cemac logs tail`). */
  tail(query: Omit<RequestLogQuery, 'page' | 'limit'> = {}, options?: StreamOptions): AsyncGenerator<RequestLogEntry> {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    ).toString();
    const path = `/api/v1/analytics/logs/stream${search ? `?${search}` : ''}`;
    return jsonEvents<RequestLogEntry>(eventStream(this.source, path, options), 'log');
  }
}
