import type { StreamSource } from '../event-stream.ts';
import type { Api } from '../transport.ts';

/** What every resource holds: the client's typed, retrying, authenticated transport. */
export abstract class Resource {
  protected readonly api: Api;

  constructor(api: Api) {
    this.api = api;
  }
}

/** A resource that also reads server-sent event streams (no per-call deadline; they reconnect). */
export abstract class StreamingResource extends Resource {
  protected readonly source: StreamSource;

  constructor(api: Api, source: StreamSource) {
    super(api);
    this.source = source;
  }
}
