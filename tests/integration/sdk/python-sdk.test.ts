import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { BURST_PER_SECOND } from '../../../api/services/api-keys/usage-windows.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { eventMessage } from '../../../api/services/webhooks/event-message.ts';
import { generateWebhookSecret, signWebhook } from '../../../api/services/webhooks/signature.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { createApp } from '../../helpers/oauth-client.ts';

const run = promisify(execFile);
const SDK = path.resolve('sdks/python');

/** The Python SDK installed with pip from sdks/python, its own unittest suite (sdks/python/tests) run against this real server. */
const it = base.extend('apiKeyScopes', { scope: 'file' }, [
  'accounts:read',
  'transactions:read',
  'payments:initiate',
  'webhooks:manage',
  'analytics:read',
]);

describe('the Python SDK against the real server', () => {
  it('passes its whole unittest suite: accounts, payments, replays, 422, 429, keys, webhooks, listeners, trigger, log stream, OAuth', async ({
    listening,
    customer,
    otherCustomer,
    apiKey,
  }) => {
    const db = listening.app.db;
    const [source] = await db('accounts')
      .insert({ user_id: customer.user.id, account_number: '10005000010000000000142', account_type: 'checking' })
      .returning('id');
    const [destination] = await db('accounts')
      .insert({ user_id: otherCustomer.user.id, account_number: '10005000010000000000239', account_type: 'savings' })
      .returning('id');
    await db.transaction((trx) =>
      postTransfer(createStore(trx), {
        debit: ledgerAccounts.provider('mtn'),
        credit: ledgerAccounts.account(source.id, customer.user.id),
        amount: 1_000_000,
        description: 'Python SDK test funding',
      }),
    );
    const redirectUri = 'https://books.example.cm/callback';
    const registered = await createApp(listening, customer, {
      name: 'Python SDK app',
      redirectUris: [redirectUri],
      scopes: ['accounts:read'],
    });
    const secret = generateWebhookSecret();
    const body = JSON.stringify(
      eventMessage('payment.completed', new Date(), {
        paymentId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
        amount: 1500,
      }),
    );
    const headers = signWebhook(secret, { id: 'msg_python_sdk_1', timestamp: new Date(), body });

    const folder = await mkdtemp(path.join(tmpdir(), 'python-sdk-'));
    try {
      const fixture = path.join(folder, 'fixture.json');
      await writeFile(
        fixture,
        JSON.stringify({
          apiKey: apiKey.key,
          email: customer.email,
          password: customer.password,
          sourceAccountId: source.id,
          destinationAccountId: destination.id,
          clientId: registered.app.clientId,
          clientSecret: registered.clientSecret,
          redirectUri,
          signedWebhook: { secret, headers, body },
          burstPerSecond: listening.app.config.API_KEY_BURST_PER_SECOND ?? BURST_PER_SECOND.sandbox,
        }),
      );
      // Installed as a user would, offline, into a virtual environment of its own.
      const venv = path.join(folder, 'venv');
      await run('python3', ['-m', 'venv', venv]);
      const python = path.join(venv, 'bin', 'python');
      await run(python, ['-m', 'pip', 'install', '--quiet', '--no-index', SDK], {
        env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' },
      });
      const result = await run(python, ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
        cwd: SDK,
        env: {
          ...process.env,
          PYTHONDONTWRITEBYTECODE: '1',
          OPEN_BANKING_BASE_URL: listening.origin,
          SDK_TEST_FIXTURE: fixture,
        },
      }).catch((failure: { stdout: string; stderr: string; code: number }) => failure);
      const report = `${result.stdout}\n${result.stderr}`;
      // unittest reports on stderr: every test ran, none failed, none skipped.
      expect(report, report).toMatch(/Ran 14 tests/);
      expect(report, report).toMatch(/\nOK\n/);
      expect(report).not.toMatch(/skipped/i);

      // The example of examples/python-list-accounts, with the same installed SDK.
      const example = await run(python, [path.resolve('examples/python-list-accounts/list_accounts.py')], {
        env: { ...process.env, OPEN_BANKING_API_KEY: apiKey.key, OPEN_BANKING_BASE_URL: listening.origin },
      });
      expect(example.stdout).toMatch(/^10005000010000000000142 {2}checking +\d[\d ]* XAF {2}CEMAC Open Banking$/m);
      expect(example.stdout).toMatch(/^ {4}\d{4}-\d{2}-\d{2} {2}-/m);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000); // a venv, pip and the suite's streams (a listener, the log tail) outlast the default 30 s
});
