import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../../db/embedded.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { knexConfig } from '../../../knexfile.ts';
import { type AppProcess, spawnAppProcess } from '../../helpers/app-process.ts';
import { freePort } from '../../helpers/free-port.ts';
import { type HoldingMtn, startHoldingMtn } from '../../helpers/holding-mtn.ts';
import { connectionRefused, type RawConnection, rawConnection } from '../../helpers/raw-http.ts';

/**
 * `npm start` (api/server.ts with its embedded PostgreSQL and the inline job runner) stopped by
 * SIGTERM while it serves requests and runs jobs, as an orchestrator stops it. Its data folder
 * is kept between the two tests: the second start finds its database already there.
 */
let folder = '';
let dataDir = '';
let mtn: HoldingMtn;
const ports = { http: 0, postgres: 0 };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'ob-shutdown-'));
  // mkdtemp makes it private; run as root, PostgreSQL runs as its own user and must get in.
  await chmod(folder, 0o755);
  dataDir = path.join(folder, 'data');
  await mkdir(path.join(folder, 'no-site'));
  mtn = await startHoldingMtn();
  ports.http = await freePort();
  ports.postgres = await freePort();
});

afterAll(async () => {
  await mtn?.close();
  await rm(folder, { recursive: true, force: true });
});

function startApi(deadlineMs: number): AppProcess {
  return spawnAppProcess('api/server.ts', {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports.http),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(ports.postgres),
    UPLOADS_DIR: path.join(folder, 'uploads'),
    SITE_DIR: path.join(folder, 'no-site'),
    PAYMENTS_WORKER: 'inline',
    SEED_DEMO_DATA: 'true',
    // Each slow sign-in below comes from its own address, so none is throttled by the others.
    TRUST_PROXY: 'true',
    // Payments' provider calls block for as long as the fake MTN holds them.
    MTN_MOMO_BASE_URL: mtn.origin,
    PROVIDER_TIMEOUT_MS: '120000',
    SHUTDOWN_DEADLINE_MS: String(deadlineMs),
  });
}

const origin = () => `http://127.0.0.1:${ports.http}`;

async function untilReady(api: AppProcess): Promise<void> {
  await api.waitFor(/is running at http:/, 150_000);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${origin()}/api/readyz`)
      .then(async (response) => response.ok && ((await response.json()) as { jobRunner: string }).jobRunner === 'ok')
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`not ready:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Demo customer charges whose provider call the fake MTN holds: jobs running at the signal. */
async function heldCharges(count: number): Promise<void> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  const signIn = await fetch(`${origin()}/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer?.email, password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const held = mtn.open().length;
  for (let index = 0; index < count; index += 1) {
    const charge = await fetch(`${origin()}/api/v1/mobile-money/charge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 1200,
        phone: '237670000100',
        provider: 'mtn',
        customer: { name: 'Paul Biya', email: 'paul@example.cm' },
      }),
    });
    expect(charge.status, await charge.clone().text()).toBe(201);
  }
  const deadline = Date.now() + 30_000;
  while (mtn.open().length < held + count) {
    if (Date.now() > deadline) throw new Error('the runner did not take the payments');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A sign-in whose body is half sent: in flight, its answer waits for the rest. */
async function slowSignIn(index: number): Promise<{ connection: RawConnection; finish: () => void }> {
  const body = JSON.stringify({ email: `nobody-${index}@example.cm`, password: 'not-the-password-1' });
  const connection = await rawConnection(ports.http);
  connection.write(
    `POST /oauth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 10.1.${Math.floor(index / 200)}.${index % 200}\r\n\r\n` +
      body.slice(0, 20),
  );
  return { connection, finish: () => connection.write(body.slice(20)) };
}

/** A keep-alive connection that has been answered once and has the next request's headers half sent. */
async function keptAlive(nextRequest: string): Promise<{ connection: RawConnection; finish: () => void }> {
  const connection = await rawConnection(ports.http);
  connection.write('GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  expect((await connection.response()).status).toBe(200);
  connection.write(`${nextRequest}\r\nHost: 127.0.0.1\r\n`);
  return { connection, finish: () => connection.write('\r\n') };
}

describe('SIGTERM on api/server.ts', () => {
  it('answers every request in flight, refuses new work with the 503 envelope, releases running jobs, then stops the database and exits 0', {
    timeout: 300_000,
  }, async () => {
    const api = startApi(6000);
    try {
      await untilReady(api);
      await heldCharges(3);
      // What a sign-in with a wrong password answers when nothing is stopping.
      const baseline = await slowSignIn(999);
      baseline.finish();
      const expected = await baseline.connection.response();
      expect(expected.status).toBe(401);
      const expectedCode = (JSON.parse(expected.body) as { error: { code: string } }).error.code;

      const inFlight = await Promise.all(Array.from({ length: 40 }, (_, index) => slowSignIn(index)));
      const lateRequest = await keptAlive('GET /api/v1/accounts HTTP/1.1');
      const lateProbe = await keptAlive('GET /api/readyz HTTP/1.1');
      // Let the server read every request's head before the signal.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalledAt = Date.now();
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));

      // No new connection is taken.
      expect(await connectionRefused(ports.http)).toBe(true);
      // A request arriving on an open connection: the error envelope, and the connection closes.
      lateRequest.finish();
      const refused = await lateRequest.connection.response();
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({
        error: { code: 'service_unavailable', reason: 'shutting_down', requestId: expect.any(String) },
      });
      await lateRequest.connection.closed;
      // Readiness says so (the load balancer drains this instance); liveness would still be fine.
      lateProbe.finish();
      const probe = await lateProbe.connection.response();
      expect(probe.status).toBe(503);
      expect(JSON.parse(probe.body)).toMatchObject({ status: 'not_ready', stopping: true, database: 'ok' });

      // Requests in flight get their real answer, from a database still there.
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.connection.response()));
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(expected.status);
        expect((JSON.parse(answer.body) as { error: { code: string } }).error.code).toBe(expectedCode);
        expect(answer.headers.connection).toBe('close');
      }

      // The held jobs outlive the deadline: released, then the pool, then PostgreSQL, then exit 0.
      const exit = await api.exited;
      const stoppedAfter = Date.now() - signalledAt;
      expect(exit, api.output()).toEqual({ code: 0, signal: null });
      expect(stoppedAfter).toBeGreaterThanOrEqual(6000);
      expect(stoppedAfter).toBeLessThan(25_000);
      expect(api.output()).toMatch(/jobs still running at the shutdown deadline/);
      expect(api.output()).toMatch(/Stopped cleanly/);
      expect(api.logs().filter((entry) => (entry.level as number) >= 50)).toEqual([]);
    } finally {
      await api.stop();
    }

    // The jobs it was running are free for the next runner, at once (not failed with a backoff).
    const postgres = await startEmbeddedDatabase({
      dataDir: path.join(dataDir, 'postgres'),
      port: ports.postgres,
      database: 'open_banking',
    });
    const db = knex(knexConfig(postgres.url, { min: 0, max: 1 }));
    try {
      const jobs = (await db.raw(
        `select locked_at, run_at <= now() as due, last_error from graphile_worker.jobs where task_identifier = 'process_payment_attempt'`,
      )) as { rows: { locked_at: Date | null; due: boolean; last_error: string | null }[] };
      expect(jobs.rows).toHaveLength(3);
      for (const job of jobs.rows) expect(job).toEqual({ locked_at: null, due: true, last_error: null });
      const locked = await db.raw('select count(*)::int as n from graphile_worker.jobs where locked_at is not null');
      expect(locked.rows[0].n).toBe(0);
      expect(await db('job_runner_heartbeats').count('* as n')).toEqual([{ n: '0' }]);
    } finally {
      await db.destroy();
      await postgres.stop();
    }
  });

  it('exits at once on a second signal, PostgreSQL told to stop too', { timeout: 300_000 }, async () => {
    const api = startApi(60_000);
    try {
      await untilReady(api);
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const postgresPid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
      // Something in flight, so the first signal alone would wait up to its 60 s deadline.
      const inFlight = await slowSignIn(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(api.alive()).toBe(true);
      const secondAt = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited;
      expect(Date.now() - secondAt).toBeLessThan(2000);
      expect(exit.code).toBe(1);
      inFlight.connection.destroy();
      const deadline = Date.now() + 15_000;
      const running = () => {
        try {
          process.kill(postgresPid, 0);
          return true;
        } catch {
          return false;
        }
      };
      while (running() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(running()).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      await api.stop();
    }
  });
});
