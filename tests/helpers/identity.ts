import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../api/models/user.ts';
import { hashSecret } from '../../api/services/identity/secret-hashing.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  phone: string;
  password: string;
  pin: string | null;
  role: Role;
  firstName: string;
  lastName: string;
}

let sequence = 0;

/** A unique Cameroon number per call within a test file. */
export function uniquePhone(): string {
  sequence += 1;
  return `2376${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
}

/**
 * Inserts a user straight into the database (any role, active or not), for tests of what
 * signed-in callers may do. Sign-in itself is tested through the API.
 */
export async function createUser(
  harness: TestApp,
  options: Partial<Omit<TestUser, 'id'>> & { isActive?: boolean } = {},
): Promise<TestUser> {
  sequence += 1;
  const user = {
    email: options.email ?? `user${sequence}.${Date.now()}@example.cm`,
    phone: options.phone ?? uniquePhone(),
    password: options.password ?? 'Correct-Horse-42',
    pin: options.pin === undefined ? '2468' : options.pin,
    role: options.role ?? 'customer',
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? `User${sequence}`,
  };
  const [row] = await harness.app
    .db('users')
    .insert({
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      password_hash: await hashSecret(user.password),
      pin_hash: user.pin ? await hashSecret(user.pin) : null,
      is_active: options.isActive ?? true,
    })
    .returning('id');
  return { id: row.id, ...user };
}

export interface LoginOptions {
  remoteAddress?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function login(harness: TestApp, body: Record<string, unknown>, options: LoginOptions = {}) {
  return harness.app.inject({
    method: 'POST',
    url: '/oauth/login',
    payload: body,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** Signs in through the API and returns the session token. */
export async function signInAs(harness: TestApp, user: TestUser, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await login(harness, { email: user.email, password: user.password }, { remoteAddress });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** `name=value` pairs of every Set-Cookie header, by name. */
export function setCookies(response: LightMyRequestResponse): Record<string, { value: string; raw: string }> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), { value: pair.slice(index + 1), raw: line }];
    }),
  );
}

export function errorOf(response: LightMyRequestResponse) {
  return (
    response.json() as {
      error: {
        code: string;
        message: string;
        reason: string;
        details?: { path: string; message: string; reason: string }[];
      };
    }
  ).error;
}
