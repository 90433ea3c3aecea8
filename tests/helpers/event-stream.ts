import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

/** A server-sent event stream read over real HTTP, one event at a time. */
export interface OpenedStream {
  status: number;
  contentType: string | null;
  /** The next event (heartbeat comments are not events), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<EventSourceMessage>;
  /** Whether the server ended the stream within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      next: () => Promise.reject(new Error(`no stream: ${response.status} ${text}`)),
      ended: async () => true,
      close: () => controller.abort(),
    };
  }
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const deadline = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
    ]);
  let pending: ReturnType<typeof reader.read> | null = null;
  const read = () => {
    pending ??= reader.read();
    return pending;
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(timeoutMs = 10_000) {
      const { value, done } = await deadline(read(), timeoutMs, 'event');
      pending = null;
      if (done || !value) throw new Error('the stream ended');
      return value;
    },
    async ended(timeoutMs = 10_000) {
      try {
        const { done } = await deadline(read(), timeoutMs, 'end');
        pending = null;
        return done;
      } catch {
        return false;
      }
    },
    close: () => controller.abort(),
  };
}
