import { type CallOptions, unwrap } from '../transport.ts';
import type { Verification, VerifyIdentityInput } from '../types.ts';
import { Resource } from './resource.ts';

/** `/api/v1/verify`: identity checks against a CNI or passport. */
export class Verify extends Resource {
  /** Starts a check (`accounts:write`). */
  create(input: VerifyIdentityInput, options?: CallOptions): Promise<Verification> {
    return unwrap(this.api.POST('/api/v1/verify', { body: input, signal: options?.signal }));
  }

  /** A check's status and result (`accounts:read`). */
  get(id: string, options?: CallOptions): Promise<Verification> {
    return unwrap(this.api.GET('/api/v1/verify/{id}', { params: { path: { id } }, signal: options?.signal }));
  }
}
