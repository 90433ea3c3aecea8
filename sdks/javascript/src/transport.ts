import createClient from 'openapi-fetch';
import { errorFromResponse } from './errors.ts';
import type { paths } from './generated/openapi.d.ts';
import { type RetryOptions, retryingFetch } from './retry.ts';

export type Api = ReturnType<typeof createClient<paths>>;

export interface TransportOptions extends RetryOptions {
  baseUrl: string;
  /** `Authorization: Bearer …`: an API key, an OAuth access token or a session token. */
  credential?: string;
}

/** The generated, typed client (openapi-fetch) over the retrying fetch, authenticated. */
export function createTransport(options: TransportOptions): Api {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: retryingFetch(options),
    headers: options.credential ? { authorization: `Bearer ${options.credential}` } : {},
  });
}

/** Per-call options of every method. */
export interface CallOptions {
  /** Cancels the call, retries included. */
  signal?: AbortSignal;
}

/** Per-call options of a money POST. */
export interface MoneyCallOptions extends CallOptions {
  /**
   * The `Idempotency-Key` (1 to 255 characters). Default: a new random UUID for this call,
   * sent again on each of its retries. Pass your own to make a call safe to repeat across
   * restarts of your process: the server answers a replay with the first answer.
   */
  idempotencyKey?: string;
}

/** The Idempotency-Key header of a money POST: the caller's, or a fresh UUID (Web Crypto). */
export function idempotencyHeader(options: MoneyCallOptions | undefined): { 'idempotency-key': string } {
  return { 'idempotency-key': options?.idempotencyKey ?? globalThis.crypto.randomUUID() };
}

/** The request options of a money POST without path parameters: its Idempotency-Key and signal. */
export function moneyRequest(options: MoneyCallOptions | undefined) {
  return { params: { header: idempotencyHeader(options) }, signal: options?.signal };
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The answer's body, or the typed error its envelope describes. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromResponse(response, error);
  return data as T;
}
