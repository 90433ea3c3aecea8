import knex from 'knex';
import { test as base } from 'vitest';
import type { Env } from '../../api/config.ts';
import type { Role } from '../../api/models/user.ts';
import { knexConfig } from '../../knexfile.ts';
import { bearer, createUser, signInAs, type TestUser } from './identity.ts';
import { insertApiKey } from './rows.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A user of one role, signed in through the API: the user itself (so `signInAs`, `login` and
 * `createUser`-style helpers take it), `user` again for the payments helpers' `{ user, headers }`
 * shape, its session token and the header carrying it.
 */
export type SignedInUser = TestUser & {
  user: TestUser;
  token: string;
  /** `authorization: Bearer <token>`, ready for `inject`. */
  headers: Record<string, string>;
};

export type UserProfile = Parameters<typeof createUser>[1];

/** A developer API key owned by the file's `customer`; only its hash is stored. */
export interface TestApiKey {
  id: string;
  key: string;
  ownerId: string;
  headers: Record<string, string>;
}

export type ListeningApp = TestApp & { origin: string };

async function signedIn(harness: TestApp, profile: UserProfile): Promise<SignedInUser> {
  const user = await createUser(harness, profile);
  const token = await signInAs(harness, user);
  return { ...user, user, token, headers: bearer(token) };
}

/** Each role's fixture: one user per test file, made only when a test (or hook) asks for it. */
const userOf =
  (role: Role) =>
  async ({ harness }: { harness: TestApp }) =>
    signedIn(harness, { role });

/**
 * The integration tests' shared setup, declared once. Every fixture is file-scoped: the first
 * test (or `beforeAll`) that destructures one creates it, the file's end closes it, and a file
 * that names none pays nothing. A file changes the app's environment with
 * `test.override('appOptions', { … })` at its top, before any test runs.
 *
 * - `harness`: the real app on its own database cloned from the migrated template
 *   (`createTestApp`), talked to with `app.inject`.
 * - `db`: a knex pool of its own on that database, for rows a test writes or reads directly.
 * - `listening`: the same app also listening on 127.0.0.1 (port 0), for real HTTP
 *   (the provider adapters calling the sandbox simulators, raw sockets, `fetch`).
 * - `customer`, `otherCustomer`, `ops`, `auditor`, `admin`: signed-in users; `customerProfile`
 *   sets the customer's names, PIN… where a file asserts them.
 * - `apiKey`: a sandbox key of `customer` with `apiKeyScopes`.
 */
export const test = base
  .extend('appOptions', { scope: 'file' }, {} as Partial<Env>)
  .extend('harness', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
    const harness = await createTestApp(appOptions);
    onCleanup(() => harness.close());
    return harness;
  })
  .extend('db', { scope: 'file' }, async ({ harness }, { onCleanup }) => {
    const db = knex(knexConfig(harness.databaseUrl, { min: 0, max: 4 }));
    onCleanup(() => db.destroy());
    return db;
  })
  .extend('listening', { scope: 'file' }, async ({ harness }): Promise<ListeningApp> => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return Object.assign(harness, { origin: `http://127.0.0.1:${port}` });
  })
  .extend('customerProfile', { scope: 'file' }, {} as UserProfile)
  .extend('customer', { scope: 'file' }, async ({ harness, customerProfile }) =>
    signedIn(harness, { ...customerProfile, role: 'customer' }),
  )
  .extend('otherCustomer', { scope: 'file' }, userOf('customer'))
  .extend('ops', { scope: 'file' }, userOf('ops'))
  .extend('auditor', { scope: 'file' }, userOf('auditor'))
  .extend('admin', { scope: 'file' }, userOf('admin'))
  .extend('apiKeyScopes', { scope: 'file' }, ['accounts:read', 'transactions:read'] as string[])
  .extend('apiKey', { scope: 'file' }, async ({ harness, customer, apiKeyScopes }): Promise<TestApiKey> => {
    const { id, key } = await insertApiKey(harness.app.db, customer.user.id, { scopes: apiKeyScopes });
    return { id, key, ownerId: customer.user.id, headers: bearer(key) };
  });

export const it = test;
