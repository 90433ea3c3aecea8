import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { WEBHOOK_EVENTS } from '../../../domain/enums.ts';
import { WEBHOOK_EVENTS as CLI_WEBHOOK_EVENTS } from '../../../sdks/cli/src/webhook-events.ts';
import { OpenBanking } from '../../../sdks/javascript/src/index.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import { addAccount, call, fund, pay } from '../accounts/payment-api.ts';

/** The bundle tests/helpers/build-javascript-sdk.ts builds once per run. */
const CLI = path.resolve('sdks/cli/dist/cemac.js');

/** One delivery the local receiver got, and whether its signature checked out. */
interface Received {
  webhookId: string;
  type: string;
  verified: boolean;
}

/**
 * A developer's local webhook receiver (node:http): each POST is checked with the SDK's
 * `OpenBanking.webhooks.verify` against `secret` (set once the CLI prints it), answered 200 when
 * it verifies and 400 otherwise, and recorded.
 */
function startReceiver() {
  const received: Received[] = [];
  const state = { secret: '' };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let entry: Received;
    try {
      const event = OpenBanking.webhooks.verify<{ type: string }>(body, request.headers, state.secret);
      entry = { webhookId: String(request.headers['webhook-id']), type: event.type, verified: true };
    } catch {
      entry = { webhookId: String(request.headers['webhook-id']), type: 'unverified', verified: false };
    }
    received.push(entry);
    response.writeHead(entry.verified ? 200 : 400).end();
    server.emit('received');
  });
  return {
    state,
    received,
    server,
    /** Resolves once a delivery matching `predicate` has arrived. */
    async got(predicate: (entry: Received) => boolean): Promise<Received> {
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        await once(server, 'received');
      }
    },
  };
}

/** The CLI's environment: a config folder of its own, no key or URL from the machine running the tests. */
function cliEnv(configHome: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { OPEN_BANKING_API_KEY: _key, OPEN_BANKING_BASE_URL: _url, ...rest } = process.env;
  return { ...rest, XDG_CONFIG_HOME: configHome, ...extra };
}

/** `cemac <args>` to its end: exit code and both outputs. */
function runCli(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? '');
  });
}

/** `cemac <args>` left running (listen, logs tail): what it printed so far, and a wait for a line. */
function startCli(args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CLI, ...args], { env });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    exited,
    text: () => output.join(''),
    /** Waits until the program has printed something matching `pattern`, and returns the match. */
    async printed(pattern: RegExp): Promise<RegExpExecArray> {
      for (;;) {
        const match = pattern.exec(output.join(''));
        if (match) return match;
        await Promise.race([
          once(child.stdout, 'data'),
          once(child.stderr, 'data'),
          exited.then(() => Promise.reject(new Error(`cemac exited: ${output.join('')}`))),
        ]);
      }
    },
  };
}

const it = base
  .extend('apiKeyScopes', { scope: 'file' }, [
    'accounts:read',
    'payments:initiate',
    'webhooks:manage',
    'analytics:read',
  ])
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('configHome', { scope: 'test' }, async ({}, { onCleanup }) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cemac-config-'));
    onCleanup(() => rm(folder, { recursive: true, force: true }));
    return folder;
  })
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  .extend('receiver', { scope: 'test' }, async ({}, { onCleanup }) => {
    const receiver = startReceiver();
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    onCleanup(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));
    const address = receiver.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return Object.assign(receiver, { url: `http://127.0.0.1:${port}/webhooks` });
  });

/**
 * The CLI (issue 18 item 4) as a developer runs it: the bundled `dist/cemac.js` in its own
 * process against the real server over HTTP, forwarding to a real local receiver.
 */
describe('cemac, the command line', () => {
  it('listen forwards a real payment.completed and a triggered event with valid signatures, and Ctrl-C deletes the listener', async ({
    listening,
    customer,
    apiKey,
    configHome,
    receiver,
  }) => {
    const db = listening.app.db;
    const connection = ['--api-key', apiKey.key, '--base-url', listening.origin];
    const cli = startCli(['listen', '--forward-to', receiver.url, ...connection], cliEnv(configHome));
    try {
      const ready = await cli.printed(/Ready! Your webhook signing secret is (whsec_\S+) \(\^C to quit\)/);
      receiver.state.secret = ready[1] ?? '';
      const [listener] = await db('webhook_endpoints').where({ user_id: customer.user.id, kind: 'cli' }).select('id');
      expect(listener?.id).toEqual(expect.any(String));

      // A real payment between two of the key owner's accounts, then the dispatcher's pass (the
      // test server runs no worker).
      const main = await addAccount(db, customer.user.id);
      const savings = await addAccount(db, customer.user.id, 'savings');
      await fund(db, customer.user.id, main, 100_000);
      const paid = await pay(listening, apiKey.key, {
        amount: '2500',
        currency: 'XAF',
        sourceAccountId: main,
        destinationType: 'account',
        destinationAccountId: savings,
        description: 'Invoice 2026-118',
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      await dispatchWebhookEvents(listening.app.webhooks);

      const completed = await receiver.got((entry) => entry.type === 'payment.completed');
      expect(completed.verified).toBe(true);
      // Forwarded in the order the payment wrote them (one transaction, see migration 20261130100000).
      expect(receiver.received.slice(0, 3).map((entry) => entry.type)).toEqual([
        'payment.created',
        'transaction.created',
        'payment.completed',
      ]);
      await cli.printed(new RegExp(`--> payment\\.completed \\[${completed.webhookId}\\]`));
      await cli.printed(new RegExp(`<-- \\[200\\] POST ${receiver.url} \\[${completed.webhookId}\\]`));
      expect(receiver.received.every((entry) => entry.verified)).toBe(true);
      // The receiver's answer, reported by the CLI, is in the platform's delivery log.
      const delivery = () =>
        db('webhook_deliveries')
          .where({ endpoint_id: listener.id, event_id: completed.webhookId })
          .first('status', 'status_code');
      await expect.poll(delivery).toMatchObject({ status: 'succeeded', status_code: 200 });

      // trigger: a sandbox event, forwarded to the same receiver.
      const triggered = await runCli(['trigger', 'payment.completed', ...connection], cliEnv(configHome));
      expect(triggered.stderr).toBe('');
      const eventId = /^Triggered payment\.completed \((evt_\S+)\)$/m.exec(triggered.stdout)?.[1];
      expect(eventId, triggered.stdout).toBeDefined();
      const fired = await receiver.got((entry) => entry.webhookId === eventId);
      expect(fired).toMatchObject({ type: 'payment.completed', verified: true });
      await cli.printed(new RegExp(`<-- \\[200\\] POST ${receiver.url} \\[${eventId}\\]`));

      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
      expect(await db('webhook_endpoints').where({ id: listener.id }).first()).toBeUndefined();
      const stream = await listening.app.inject({
        method: 'GET',
        url: `/api/v1/webhook-listeners/${listener.id}/events`,
        headers: apiKey.headers,
      });
      expect(stream.statusCode).toBe(404);
    } finally {
      cli.child.kill();
    }
  });

  it('listen reports a receiver that cannot be reached, and keeps only the --events asked for', async ({
    listening,
    customer,
    apiKey,
    configHome,
  }) => {
    const db = listening.app.db;
    const closed = `http://127.0.0.1:${await freePort()}/webhooks`;
    const connection = ['--api-key', apiKey.key, '--base-url', listening.origin];
    const cli = startCli(
      ['listen', '--forward-to', closed, '--events', 'payment.failed', ...connection],
      cliEnv(configHome),
    );
    try {
      await cli.printed(/^Ready! /m);
      const [listener] = await db('webhook_endpoints')
        .where({ user_id: customer.user.id, kind: 'cli' })
        .select('id', 'events');
      expect(listener?.events).toEqual(['payment.failed']);

      for (const event of ['payment.completed', 'payment.failed']) {
        expect(await runCli(['trigger', event, ...connection], cliEnv(configHome))).toMatchObject({ code: 0 });
      }
      const [, eventId] = await cli.printed(new RegExp(`<-- \\[ERR\\] POST ${closed} \\[(evt_\\S+)\\] ECONNREFUSED`));
      const delivery = () =>
        db('webhook_deliveries')
          .where({ endpoint_id: listener.id, event_id: eventId })
          .first('status', 'status_code', 'error');
      await expect.poll(delivery).toMatchObject({ status: 'failed', status_code: null, error: 'ECONNREFUSED' });
      // Only the event type asked for reached the listener.
      expect(cli.text()).not.toContain('--> payment.completed');
      expect(cli.text()).toContain('--> payment.failed');
    } finally {
      cli.child.kill('SIGINT');
      await cli.exited;
    }
  });

  it('logs tail prints a line for a call made meanwhile', async ({ listening, apiKey, configHome }) => {
    const connection = ['--api-key', apiKey.key, '--base-url', listening.origin];
    const cli = startCli(['logs', 'tail', ...connection], cliEnv(configHome));
    try {
      await cli.printed(/^Ready! Tailing the request log of \S+ \(\^C to quit\)$/m);
      // Ready is said once the stream is open: the call below is the one it shows.
      const accounts = await call(listening, 'GET', '/api/v1/accounts', apiKey.key);
      expect(accounts.status).toBe(200);
      await listening.app.requestLogs.flush();
      const match = await cli.printed(/^\d{2}:\d{2}:\d{2} {2}200 {2}GET \/api\/v1\/accounts {2}\d+ ms {2}(\S+)$/m);
      expect(match[1]).toMatch(/\w{8,}/);
      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
    } finally {
      cli.child.kill();
    }
  });

  it('login checks the key, saves it 0600 for the other commands, and logout forgets it', async ({
    listening,
    customer,
    apiKey,
    configHome,
  }) => {
    const env = cliEnv(configHome);
    const file = path.join(configHome, 'cemac-open-banking', 'config.json');
    // The key pasted at the prompt.
    const login = await runCli(['login', '--base-url', listening.origin], env, `${apiKey.key}\n`);
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Logged in to ${listening.origin}. Sandbox mode (ob_test_ key)`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ apiKey: apiKey.key, baseUrl: listening.origin });

    // The saved key and URL serve the next command.
    const fromConfig = await runCli(['trigger', 'payment.completed'], env);
    expect(fromConfig).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Triggered payment\.completed \(evt_/),
    });

    expect(await runCli(['logout'], env)).toMatchObject({ code: 0, stdout: `Logged out: removed ${file}\n` });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    const noKey = await runCli(['trigger', 'payment.completed'], env);
    expect(noKey).toMatchObject({ code: 1, stdout: '' });
    expect(noKey.stderr).toMatch(/^Error: No API key: run `cemac login`/);

    // A key without webhooks:manage is refused at login, with the scope named and nothing saved.
    const narrow = await insertApiKey(listening.app.db, customer.user.id, { scopes: ['accounts:read'] });
    const refused = await runCli(['login', '--api-key', narrow.key, '--base-url', listening.origin], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Error: This API key lacks the webhooks:manage scope \(forbidden, request \S+\)\n/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses bad input before creating anything, and names the events trigger knows', async ({
    listening,
    customer,
    apiKey,
    configHome,
  }) => {
    const env = cliEnv(configHome, { OPEN_BANKING_API_KEY: apiKey.key, OPEN_BANKING_BASE_URL: listening.origin });
    const ftp = await runCli(['listen', '--forward-to', 'ftp://127.0.0.1/webhooks'], env);
    expect(ftp).toMatchObject({
      code: 1,
      stderr: 'Error: --forward-to ftp://127.0.0.1/webhooks is not an http(s) URL\n',
    });
    expect(await listening.app.db('webhook_endpoints').where({ user_id: customer.user.id, kind: 'cli' })).toEqual([]);

    const unknown = await runCli(['trigger', 'payment.done'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown event payment.done. Valid events:\n  payment.created\n');
    // The CLI's own list is the server's.
    expect([...CLI_WEBHOOK_EVENTS]).toEqual([...WEBHOOK_EVENTS]);

    expect(await runCli(['--version'], env)).toMatchObject({ code: 0, stdout: '0.1.0\n' });
  });

  it('packs into a tarball whose one file runs with no node_modules anywhere', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'cemac-pack-'));
    try {
      // dist is built once for the run; prepack would build it again.
      const packed = await new Promise<string>((resolve, reject) =>
        execFile(
          'npm',
          ['pack', '--json', '--ignore-scripts', '--workspace', 'sdks/cli', '--pack-destination', scratch],
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      const [tarball] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[];
      expect(tarball?.files.map((file) => file.path).sort()).toEqual(['README.md', 'dist/cemac.js', 'package.json']);
      await new Promise((resolve, reject) =>
        execFile('tar', ['-xzf', path.join(scratch, tarball?.filename ?? ''), '-C', scratch], (error) =>
          error ? reject(error) : resolve(undefined),
        ),
      );
      const manifest = JSON.parse(await readFile(path.join(scratch, 'package', 'package.json'), 'utf8'));
      expect(manifest.dependencies).toBeUndefined();
      expect(await readdir(scratch)).not.toContain('node_modules');
      const version = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['package/dist/cemac.js', '--version'], { cwd: scratch }, (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
      expect(version).toBe(`${manifest.version}\n`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
