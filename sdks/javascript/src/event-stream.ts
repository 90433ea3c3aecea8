import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';
import { errorFromResponse, OpenBankingConnectionError } from './errors.ts';
import { backoffMs } from './retry.ts';

/** What a server-sent event stream needs: the API's origin, the credential and the fetch to use. */
export interface StreamSource {
  baseUrl: string;
  credential?: string;
  fetch: (request: Request) => Promise<Response>;
}

/** How long a quiet stream is trusted: the server sends a comment every 15 s. */
const IDLE_TIMEOUT_MS = 45_000;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Per-call options of a stream. */
export interface StreamOptions {
  /** Ends the stream (and its reconnects). */
  signal?: AbortSignal;
  /** Called each time the stream is open (the first time, and after each reconnect). */
  onOpen?: () => void;
}

async function* readOnce(source: StreamSource, url: string, { signal, onOpen }: StreamOptions) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  const rearm = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => controller.abort(new OpenBankingConnectionError('The event stream went quiet')),
      IDLE_TIMEOUT_MS,
    );
  };
  try {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (source.credential) headers.authorization = `Bearer ${source.credential}`;
    rearm();
    const response = await source.fetch(new Request(url, { headers, signal: controller.signal }));
    if (!response.ok || !response.body) {
      throw errorFromResponse(response, await response.json().catch(() => undefined));
    }
    onOpen?.();
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onComment: rearm }))
      .getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      rearm();
      yield value;
    }
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abort);
    controller.abort();
  }
}

/**
 * The events of a server-sent event stream of the API, until `signal` aborts. Like a browser's
 * EventSource it reconnects (with backoff) when the connection drops or goes quiet; an answer
 * the API refuses (401, 403, 404: a listener deleted) ends it with that `OpenBankingError`.
 */
export async function* eventStream(
  source: StreamSource,
  path: string,
  options: StreamOptions = {},
): AsyncGenerator<EventSourceMessage> {
  const { signal } = options;
  const url = `${source.baseUrl.replace(/\/+$/, '')}${path}`;
  for (let failures = 0; !signal?.aborted; ) {
    try {
      for await (const message of readOnce(source, url, options)) {
        failures = 0;
        yield message;
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (!(error instanceof OpenBankingConnectionError) && !(error instanceof TypeError) && !isAbort(error))
        throw error;
      failures += 1;
    }
    await wait(backoffMs(Math.min(failures, 5)) + 250, signal);
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** The JSON data of the stream's events of one type. */
export async function* jsonEvents<T>(events: AsyncIterable<EventSourceMessage>, type: string): AsyncGenerator<T> {
  for await (const message of events) if (message.event === type) yield JSON.parse(message.data) as T;
}
