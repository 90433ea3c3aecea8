import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { deliverWebhook } from '../../../api/services/webhooks/deliver.ts';
import { signWebhook } from '../../../api/services/webhooks/signature.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';

const it = base.extend('apiKeyScopes', { scope: 'file' }, ['webhooks:manage']);

/** Waits until the program has printed something matching `pattern`. */
async function printed(child: ChildProcessWithoutNullStreams, output: string[], pattern: RegExp): Promise<void> {
  while (!pattern.test(output.join(''))) {
    await Promise.race([
      once(child.stdout, 'data'),
      once(child, 'exit').then(() => Promise.reject(new Error(`exited: ${output.join('')}`))),
    ]);
  }
}

/**
 * examples/node-webhook-receiver as a developer runs it: an endpoint registered on the server,
 * the example started with its secret, the server's own delivery of a test event verified and
 * answered 200, and a delivery whose body was changed on the way refused with 400.
 */
describe('the Node webhook receiver example', () => {
  it('verifies a real delivery and refuses a tampered one', async ({ listening, apiKey }) => {
    const port = await freePort();
    const created = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: apiKey.headers,
      payload: { url: `http://127.0.0.1:${port}/webhooks`, events: ['payment.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { webhook, secret } = created.json() as { webhook: { id: string }; secret: string };

    const child = spawn(process.execPath, [path.resolve('examples/node-webhook-receiver/server.mjs')], {
      env: { ...process.env, OPEN_BANKING_WEBHOOK_SECRET: secret, PORT: String(port) },
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await printed(child, output, /Listening on/);
      const sent = await listening.app.inject({
        method: 'POST',
        url: `/api/v1/webhooks/${webhook.id}/test`,
        headers: apiKey.headers,
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const { delivery } = sent.json() as { delivery: { id: string } };
      expect(await deliverWebhook(listening.app.webhooks, delivery.id)).toBe('succeeded');
      await printed(child, output, /payment\.created \S+ verified/);

      // A delivery signed with the endpoint's secret, its body changed on the way.
      const row = await listening.app.db('webhook_deliveries').where({ id: delivery.id }).first('payload');
      const body = JSON.stringify(row.payload);
      const headers = signWebhook(secret, { id: 'msg_tampered', timestamp: new Date(), body });
      const changed = body.replace('"data":{', '"data":{"amount":1,');
      expect(changed).not.toBe(body);
      const tampered = await fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: changed,
      });
      expect(tampered.status).toBe(400);
      await printed(child, output, /refused:/);
    } finally {
      child.kill();
    }
  });
});
