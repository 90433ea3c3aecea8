import { apiJson } from '../../lib/api/index.ts';

/** A fresh key per submission attempt: a resend of the same attempt could reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * A money-moving POST through the shared request layer, with the `Idempotency-Key` header
 * (payments contract) added to the layer's own headers.
 */
export function postIdempotent<T>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  return apiJson<T>('POST', url, body, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'Idempotency-Key': idempotencyKey },
      }),
  });
}
