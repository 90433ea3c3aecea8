import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { SETTINGS_CACHE_MS as FLAGS_CACHE_MS } from '../../../api/services/settings/live-settings.ts';
import { test } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { mtnNumber, PAYMENTS_APP_OPTIONS, customer as payer } from '../payments/payment-harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface SecondProcess {
  origin: string;
  child: ChildProcess;
}

/**
 * A second API process (api/server.ts, as `npm start` runs it) on the file's database: what a
 * second instance behind the load balancer is. Started once the harness has migrated and
 * seeded the database; stopped with SIGTERM at the file's end.
 */
const it = test
  .extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS)
  .extend('second', { scope: 'file' }, async ({ harness }, { onCleanup }): Promise<SecondProcess> => {
    const port = await freePort();
    const uploads = await mkdtemp(path.join(tmpdir(), 'ob-second-uploads-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: harness.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      // It runs the job queue too, as `npm start` does: the webhook deliveries below are its work.
      PAYMENTS_WORKER: 'inline',
      SEED_DEMO_DATA: 'false',
      SITE_DIR: '.data/no-site',
      UPLOADS_DIR: uploads,
      LOG_LEVEL: 'warn',
    };
    delete env.REDIS_URL;
    const child = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    onCleanup(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(uploads, { recursive: true, force: true });
    });
    const origin = `http://127.0.0.1:${port}`;
    // Ready when it answers; its own readiness probe says the database is there too.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`second API process exited: ${output}`);
      const ready = await fetch(`${origin}/api/readyz`).catch(() => null);
      if (ready?.ok) break;
      if (Date.now() > deadline) throw new Error(`second API process did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { origin, child };
  });

describe('a flag changed through one process', () => {
  it('is obeyed by another process on the same database within a few seconds (LISTEN/NOTIFY)', async ({
    harness,
    second,
    admin,
    customer,
  }) => {
    // Each process signs its own session tokens under NODE_ENV=test: sign in there.
    const signIn = await fetch(`${second.origin}/oauth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const chargeThroughSecond = () =>
      fetch(`${second.origin}/api/v1/mobile-money/charge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 1000, phone: mtnNumber('00'), provider: 'mtn', customer: payer }),
      });
    const flip = async (on: boolean) => {
      const response = await harness.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/category/feature_flags',
        headers: admin.headers,
        payload: { mobile_money_payments: on },
      });
      expect(response.statusCode, response.body).toBe(200);
      return Date.now();
    };
    /** Charges through the second process until it answers `status`; how long that took. */
    const untilSecondAnswers = async (status: number, since: number) => {
      for (;;) {
        const response = await chargeThroughSecond();
        if (response.status === status) return { elapsed: Date.now() - since, body: await response.json() };
        if (Date.now() - since > 3 * FLAGS_CACHE_MS) throw new Error(`still ${response.status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // The second process has read the flags (and cached them) before the change.
    expect((await chargeThroughSecond()).status).toBe(201);
    const off = await flip(false);
    try {
      const refused = await untilSecondAnswers(503, off);
      expect(refused.body.error).toMatchObject({
        code: 'service_unavailable',
        reason: 'mobile_money_paused',
        message: 'Mobile money payments are paused',
      });
      // Well inside the cache's lifetime: the NOTIFY, not the cache expiring, told it.
      expect(refused.elapsed).toBeLessThan(FLAGS_CACHE_MS / 2);
      const features = await (await fetch(`${second.origin}/api/v1/features`)).json();
      expect(features.mobileMoneyPayments).toBe(false);
    } finally {
      const on = await flip(true);
      const resumed = await untilSecondAnswers(201, on);
      expect(resumed.elapsed).toBeLessThan(FLAGS_CACHE_MS / 2);
    }
  });

  it('keeps listening after its connection is cut: it reconnects and hears the next change', async ({
    harness,
    second,
    admin,
    db,
  }) => {
    const listeners = async () =>
      (
        await db.raw(
          `select pid from pg_stat_activity where application_name = 'cemac-open-banking-settings-listener' and datname = current_database()`,
        )
      ).rows as { pid: number }[];
    const features = async () => (await (await fetch(`${second.origin}/api/v1/features`)).json()).interbankTransfers;
    expect(await features()).toBe(true);
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(1);
    await db.raw('select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?)', [
      before.map((row) => row.pid),
    ]);
    // Reconnected: as many listeners as before, none of the old ones.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const now = await listeners();
      if (now.length >= before.length && now.every((row) => !before.some((old) => old.pid === row.pid))) break;
      if (Date.now() > deadline) throw new Error('the settings listeners did not reconnect');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const put = (on: boolean) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/category/feature_flags',
        headers: admin.headers,
        payload: { interbank_transfers: on },
      });
    // A fresh read now, so only a NOTIFY can make the next one see the change before the cache ends.
    expect(await features()).toBe(true);
    const since = Date.now();
    expect((await put(false)).statusCode).toBe(200);
    try {
      for (;;) {
        if ((await features()) === false) break;
        if (Date.now() - since > 3 * FLAGS_CACHE_MS) throw new Error('the change never arrived');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(Date.now() - since).toBeLessThan(FLAGS_CACHE_MS / 2);
    } finally {
      expect((await put(true)).statusCode).toBe(200);
    }
  });

  it('turns per-key limits off and on in the other process too', async ({ harness, second, admin, customer }) => {
    const { key } = await insertApiKey(harness.app.db, customer.user.id, {
      scopes: ['accounts:read'],
      rateLimitPerHour: 2,
      rateLimitPerDay: 1000,
    });
    const call = async () =>
      (await fetch(`${second.origin}/api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect([await call(), await call(), await call()]).toEqual([200, 200, 429]);
    const put = (on: boolean) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/category/feature_flags',
        headers: admin.headers,
        payload: { api_rate_limiting: on },
      });
    expect((await put(false)).statusCode).toBe(200);
    try {
      const since = Date.now();
      while ((await call()) !== 200) {
        if (Date.now() - since > 3 * FLAGS_CACHE_MS) throw new Error('limits still applied');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(Date.now() - since).toBeLessThan(FLAGS_CACHE_MS / 2);
    } finally {
      expect((await put(true)).statusCode).toBe(200);
    }
  });

  it("holds webhook deliveries in the other process's job runner, and sends them once back on", async ({
    harness,
    // Running is all it has to do: its job runner takes the deliveries this process queues.
    second: _running,
    admin,
    customer,
  }) => {
    const receiver = await startRecordingServer({
      '/hook': (_request, response) => {
        response.statusCode = 200;
        response.end('ok');
      },
    });
    const put = (on: boolean) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/category/feature_flags',
        headers: admin.headers,
        payload: { webhook_notifications: on },
      });
    try {
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: customer.headers,
        payload: { url: `${receiver.origin}/hook`, events: ['payment.completed'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const endpointId = created.json().webhook.id as string;
      expect((await put(false)).statusCode).toBe(200);
      let deliveryId = '';
      let eventId = '';
      // Other deliveries (this file's earlier payments completing) may reach the receiver too: count this one's.
      const received = () => receiver.requests.filter((request) => request.headers['webhook-id'] === eventId);
      try {
        // Queued through this process; the other one's runner picks the job up and holds it.
        const tested = await harness.app.inject({
          method: 'POST',
          url: `/api/v1/webhooks/${endpointId}/test`,
          headers: customer.headers,
        });
        expect(tested.statusCode, tested.body).toBe(202);
        deliveryId = tested.json().delivery.id;
        eventId = tested.json().delivery.eventId;
        const deadline = Date.now() + 15_000;
        for (;;) {
          const { rows } = await harness.app.db.raw(
            'select run_at from graphile_worker._private_jobs where key = ? and locked_at is null',
            [`webhook-delivery:${deliveryId}`],
          );
          // Held: put back for later by the other process (its job ran, nothing was sent).
          if (rows[0] && rows[0].run_at.getTime() > Date.now() + 2000) break;
          if (Date.now() > deadline) throw new Error('the delivery was not held');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(received()).toHaveLength(0);
        const held = await harness.app.db('webhook_deliveries').where({ id: deliveryId }).first();
        expect(held).toMatchObject({ status: 'pending', attempted_at: null });
      } finally {
        expect((await put(true)).statusCode).toBe(200);
      }
      // Back on: sent at the held job's next run (within HOLD_RECHECK_MS).
      const deadline = Date.now() + 20_000;
      for (;;) {
        const sent = await harness.app.db('webhook_deliveries').where({ id: deliveryId }).first();
        if (sent.status === 'succeeded') break;
        if (Date.now() > deadline) throw new Error(`the held delivery was never sent: ${sent.status}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(received()).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
