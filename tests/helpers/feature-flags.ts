import { expect } from 'vitest';
import type { SignedInUser } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Staff switch one feature flag on or off, as the settings screen does (PUT of the flags category). */
export async function setFeatureFlag(harness: TestApp, admin: SignedInUser, flag: string, on: boolean): Promise<void> {
  const response = await harness.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/category/feature_flags',
    headers: admin.headers,
    payload: { [flag]: on },
  });
  expect(response.statusCode, response.body).toBe(200);
}
