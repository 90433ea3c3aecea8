import { type CallOptions, unwrap } from '../transport.ts';
import type { CreateApiKeyInput, CreatedApiKey, ManagedApiKey, RotatedApiKey } from '../types.ts';
import { Resource } from './resource.ts';

/**
 * `/api/v1/api-keys`: the signed-in developer's keys. The server serves these to a session
 * only (an API key cannot mint keys): build the client with `OpenBanking.signIn(…)` or an
 * `accessToken` that is a session token.
 */
export class ApiKeys extends Resource {
  async list(options?: CallOptions): Promise<ManagedApiKey[]> {
    return (await unwrap(this.api.GET('/api/v1/api-keys', { signal: options?.signal }))).apiKeys;
  }

  /** A new key; its full value (`key`) is in this answer only. */
  async create(input: CreateApiKeyInput, options?: CallOptions): Promise<CreatedApiKey> {
    return (await unwrap(this.api.POST('/api/v1/api-keys', { body: input, signal: options?.signal }))).apiKey;
  }

  /** A new key with the same settings; the old one keeps working for 7 days. */
  rotate(id: string, input: { reason?: string } = {}, options?: CallOptions): Promise<RotatedApiKey> {
    return unwrap(
      this.api.POST('/api/v1/api-keys/{id}/rotate', {
        params: { path: { id } },
        body: input,
        signal: options?.signal,
      }),
    );
  }

  /** Deactivates the key at once. */
  async delete(id: string, options?: CallOptions): Promise<void> {
    await unwrap(this.api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } }, signal: options?.signal }));
  }
}
