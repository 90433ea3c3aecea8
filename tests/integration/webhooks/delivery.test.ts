import type http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { describe, expect } from 'vitest';
import { startDispatchPoller } from '../../../api/jobs/dispatch-poller.ts';
import { runDuePaymentJobs, SCHEDULE } from '../../../api/jobs/runner.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { SCHEDULED_JOBS } from '../../../api/services/payments/job-queue.ts';
import type { WebhookContext } from '../../../api/services/webhooks/context.ts';
import { deliverWebhook } from '../../../api/services/webhooks/deliver.ts';
import { sweepOldDeliveries } from '../../../api/services/webhooks/delivery-retention.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { resendDelivery } from '../../../api/services/webhooks/endpoints.ts';
import { deliveryAgents } from '../../../api/services/webhooks/send.ts';
import { test } from '../../helpers/fixtures.ts';
import { type RecordedRequest, startRecordingServer } from '../../helpers/recording-server.ts';
import { PAYMENTS_APP_OPTIONS } from '../payments/payment-harness.ts';

type Answer = (request: RecordedRequest, response: http.ServerResponse) => void;

/** One local receiver per file; each test points its endpoint at a path of its own. */
const it = test
  .extend('appOptions', { scope: 'file' }, PAYMENTS_APP_OPTIONS)
  .extend('receiver', { scope: 'file' }, async ({ appOptions: _options }, { onCleanup }) => {
    const answers: Record<string, Answer[]> = {};
    const server = await startRecordingServer(
      new Proxy(
        {},
        {
          get: (_target, path: string) => (request: RecordedRequest, response: http.ServerResponse) => {
            const queue = answers[path] ?? [];
            const answer = queue.length > 1 ? queue.shift() : queue[0];
            if (answer) answer(request, response);
            else {
              response.statusCode = 200;
              response.end('ok');
            }
          },
        },
      ) as Record<string, Answer>,
    );
    onCleanup(() => server.close());
    /** Answers `path` with these, in turn (the last one repeats). */
    const answer = (path: string, ...queue: Answer[]) => {
      answers[path] = queue;
      return `${server.origin}${path}`;
    };
    return { ...server, answer, at: (path: string) => server.requests.filter((request) => request.path === path) };
  })
  .extend('hooks', { scope: 'file' }, async ({ harness, customer }) => {
    const create = async (url: string, events = ['payment.completed'], headers = '{"X-Team": "payments"}') => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: customer.headers,
        payload: { url, events, headers },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { webhook: { id: string }; secret: string };
    };
    const testEvent = async (webhookId: string) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/webhooks/${webhookId}/test`,
        headers: customer.headers,
      });
      expect(response.statusCode, response.body).toBe(202);
      return (response.json() as { delivery: { id: string; eventId: string } }).delivery;
    };
    /** The app's webhook context with a fixed clock and the middle of the jitter. */
    const at = (now: Date, changes: Partial<WebhookContext> = {}): WebhookContext => ({
      ...harness.app.webhooks,
      now: () => now,
      random: () => 0.5,
      ...changes,
    });
    const endpointRow = (id: string) => harness.app.db('webhook_endpoints').where({ id }).first();
    const attempts = (endpointId: string) =>
      harness.app.db('webhook_deliveries').where({ endpoint_id: endpointId }).orderBy('attempt');
    return { create, testEvent, at, endpointRow, attempts };
  });

const status =
  (code: number, headers: Record<string, string> = {}, body = ''): Answer =>
  (_request, response) => {
    response.writeHead(code, headers);
    response.end(body);
  };

describe('one delivery', () => {
  it('is signed the Standard Webhooks way: the standardwebhooks package verifies it', async ({
    receiver,
    hooks: { create, testEvent, endpointRow, attempts },
    harness,
  }) => {
    const url = receiver.answer('/signed', status(200, {}, 'thanks'));
    const { webhook, secret } = await create(url);
    const delivery = await testEvent(webhook.id);
    expect(await deliverWebhook(harness.app.webhooks, delivery.id)).toBe('succeeded');

    const [request] = receiver.at('/signed');
    expect(request).toBeDefined();
    if (!request) return;
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    ) as Record<string, string>;
    expect(headers['webhook-id']).toBe(delivery.eventId);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers['x-team']).toBe('payments');
    expect(headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(request.body, headers);
    expect(verified).toMatchObject({ type: 'payment.created', data: { test: true } });
    expect(() => new Webhook(secret).verify(`${request.body} `, headers)).toThrow();

    const [row] = await attempts(webhook.id);
    expect(row).toMatchObject({ status: 'succeeded', status_code: 200, response_body: 'thanks', next_retry_at: null });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    const endpoint = await endpointRow(webhook.id);
    expect(endpoint).toMatchObject({ success_count: 1, failure_count: 0 });
    expect(endpoint.last_triggered_at).not.toBeNull();
    // A second run of the same job (a redelivered job) changes nothing and sends nothing.
    expect(await deliverWebhook(harness.app.webhooks, delivery.id)).toBe('skipped');
    expect(receiver.at('/signed')).toHaveLength(1);
  });

  it('keeps only the first 1 KB of the answer and does not follow redirects', async ({
    receiver,
    hooks: { create, testEvent, at, attempts },
  }) => {
    const big = receiver.answer('/big', status(200, {}, 'x'.repeat(5000)));
    const { webhook } = await create(big);
    await deliverWebhook(at(new Date()), (await testEvent(webhook.id)).id);
    expect((await attempts(webhook.id))[0].response_body).toHaveLength(1024);

    const target = receiver.answer('/moved-here', status(200));
    const moved = receiver.answer('/moved', status(302, { location: target }));
    const redirected = await create(moved);
    expect(await deliverWebhook(at(new Date()), (await testEvent(redirected.webhook.id)).id)).toBe('retrying');
    expect(receiver.at('/moved-here')).toHaveLength(0);
    expect((await attempts(redirected.webhook.id))[0]).toMatchObject({ status: 'failed', status_code: 302 });
  });
});

describe('retries', () => {
  it('retries a 500 after 5 s (jitter ±10 %) with the same webhook-id, then succeeds', async ({
    harness,
    receiver,
    hooks: { create, testEvent, at, attempts, endpointRow },
  }) => {
    const url = receiver.answer('/flaky', status(500, {}, 'boom'), status(200));
    const { webhook } = await create(url);
    const delivery = await testEvent(webhook.id);
    const now = new Date();
    expect(await deliverWebhook(at(now), delivery.id)).toBe('retrying');

    const [first, second] = await attempts(webhook.id);
    expect(first).toMatchObject({ attempt: 1, status: 'failed', status_code: 500, response_body: 'boom' });
    expect(first.next_retry_at.getTime()).toBe(now.getTime() + 5000);
    expect(second).toMatchObject({ attempt: 2, status: 'pending', event_id: delivery.eventId });
    const job = await harness.app
      .db('graphile_worker._private_jobs')
      .whereRaw(`payload->>'deliveryId' = ?`, [second.id])
      .first();
    expect(new Date(job.run_at).getTime()).toBe(now.getTime() + 5000);
    expect((await endpointRow(webhook.id)).failing_since).not.toBeNull();

    // Jitter stays within ±10 % of the step.
    const low = await create(receiver.answer('/jitter', status(500)));
    await deliverWebhook(at(now, { random: () => 0 }), (await testEvent(low.webhook.id)).id);
    expect((await attempts(low.webhook.id))[0].next_retry_at.getTime()).toBe(now.getTime() + 4500);

    expect(await deliverWebhook(at(new Date(now.getTime() + 5000)), second.id)).toBe('succeeded');
    const ids = receiver.at('/flaky').map((request) => request.headers['webhook-id']);
    expect(ids).toEqual([delivery.eventId, delivery.eventId]);
    expect(await endpointRow(webhook.id)).toMatchObject({ success_count: 1, failure_count: 1, failing_since: null });
  });

  it('a manual resend is one attempt: never retried, and the automatic schedule goes on past it', async ({
    harness,
    receiver,
    hooks: { create, testEvent, at, attempts },
  }) => {
    const url = receiver.answer('/resend', status(500));
    const { webhook } = await create(url);
    const delivery = await testEvent(webhook.id);
    const now = new Date();
    expect(await deliverWebhook(at(now), delivery.id)).toBe('retrying');
    const retry = (await attempts(webhook.id)).find((row) => row.attempt === 2);
    expect(retry).toMatchObject({ status: 'pending', retry_step: 2 });
    // The developer resends while the 5 s retry waits: the resend takes attempt 3.
    const owner = (await harness.app.db('webhook_endpoints').where({ id: webhook.id }).first()).user_id;
    await resendDelivery(harness.app.webhooks, owner, webhook.id, delivery.id);
    const manual = (await attempts(webhook.id)).find((row) => row.retry_step === null);
    expect(manual).toMatchObject({ attempt: 3, status: 'pending' });
    expect(await deliverWebhook(at(now), manual.id)).toBe('failed');
    expect((await attempts(webhook.id)).filter((row) => row.status === 'pending')).toHaveLength(1);

    // The automatic retry fails too: its next step is the 5 min one, numbered after the resend.
    expect(await deliverWebhook(at(new Date(now.getTime() + 5000)), retry.id)).toBe('retrying');
    const next = (await attempts(webhook.id)).at(-1);
    expect(next).toMatchObject({ attempt: manual.attempt + 1, retry_step: 3, status: 'pending' });
  });

  it('follows the schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h, then stops', async ({
    receiver,
    hooks: { create, testEvent, at, attempts },
  }) => {
    const { webhook } = await create(receiver.answer('/down', status(500)));
    let id = (await testEvent(webhook.id)).id;
    let now = new Date();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await deliverWebhook(at(now), id);
      const rows = await attempts(webhook.id);
      const last = rows[attempt - 1];
      if (!last.next_retry_at) break;
      delays.push((last.next_retry_at.getTime() - now.getTime()) / 1000);
      now = last.next_retry_at;
      id = rows[attempt].id;
    }
    expect(delays).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400]);
    expect(await attempts(webhook.id)).toHaveLength(10);
  });

  it('honours Retry-After on 429 and 503, not on other statuses', async ({
    receiver,
    hooks: { create, testEvent, at, attempts },
  }) => {
    const now = new Date();
    const cases = [
      ['/busy', status(429, { 'retry-after': '120' }), 120_000],
      ['/maintenance', status(503, { 'retry-after': new Date(now.getTime() + 600_000).toUTCString() }), 600_000],
      ['/broken', status(500, { 'retry-after': '120' }), 5000],
    ] as const;
    for (const [path, answer, delay] of cases) {
      const { webhook } = await create(receiver.answer(path, answer));
      await deliverWebhook(at(now), (await testEvent(webhook.id)).id);
      const [first] = await attempts(webhook.id);
      expect(Math.abs(first.next_retry_at.getTime() - (now.getTime() + delay)), path).toBeLessThanOrEqual(1000);
    }
  });

  it('disables the endpoint on 410', async ({ receiver, hooks: { create, testEvent, at, attempts, endpointRow } }) => {
    const { webhook } = await create(receiver.answer('/gone', status(410)));
    expect(await deliverWebhook(at(new Date()), (await testEvent(webhook.id)).id)).toBe('disabled');
    expect(await endpointRow(webhook.id)).toMatchObject({
      is_active: false,
      disabled_reason: 'gone',
      failure_count: 1,
    });
    expect(await attempts(webhook.id)).toHaveLength(1);
  });

  it('disables an endpoint failing for 5 days', async ({
    harness,
    receiver,
    hooks: { create, testEvent, at, endpointRow },
  }) => {
    const { webhook } = await create(receiver.answer('/dying', status(500)));
    const now = new Date();
    await harness.app
      .db('webhook_endpoints')
      .where({ id: webhook.id })
      .update({ failing_since: new Date(now.getTime() - 5 * 86_400_000 + 60_000) });
    expect(await deliverWebhook(at(now), (await testEvent(webhook.id)).id)).toBe('retrying');
    expect(await deliverWebhook(at(new Date(now.getTime() + 60_000)), (await testEvent(webhook.id)).id)).toBe(
      'disabled',
    );
    expect(await endpointRow(webhook.id)).toMatchObject({ is_active: false, disabled_reason: 'failing' });
  });
});

describe('SSRF in production mode', () => {
  it('refuses at connect time to reach loopback and private addresses', async ({
    harness,
    receiver,
    hooks: { create, testEvent, at, attempts },
  }) => {
    const production = { production: true, agents: deliveryAgents(true) };
    // Registered in sandbox rules, then pointed at loopback names: the connection itself is refused.
    for (const url of [
      receiver.answer('/private', status(200)),
      receiver.answer('/private', status(200)).replace('127.0.0.1', 'localhost'),
    ]) {
      const { webhook } = await create(url);
      const delivery = await testEvent(webhook.id);
      await harness.app.db('webhook_endpoints').where({ id: webhook.id }).update({ url });
      expect(await deliverWebhook(at(new Date(), production), delivery.id)).toBe('retrying');
      const [first] = await attempts(webhook.id);
      expect(first).toMatchObject({ status: 'failed', status_code: null });
      expect(first.error).toMatch(/not allowed/i);
    }
    expect(receiver.at('/private')).toHaveLength(0);
  });
});

describe('a worker killed mid-delivery', () => {
  it('is restarted: the job sends the same webhook-id and body again, and records one delivery', async ({
    harness,
    receiver,
    hooks: { create, testEvent, attempts },
  }) => {
    const { webhook, secret } = await create(receiver.answer('/killed', status(200)));
    const delivery = await testEvent(webhook.id);
    // This worker sends, then dies before it can record the answer (its transaction never runs).
    const dying = new Proxy(harness.app.db, {
      get: (target, property, receiverOfGet) =>
        property === 'transaction'
          ? async () => {
              throw new Error('worker process killed');
            }
          : Reflect.get(target, property, receiverOfGet),
    });
    const jobs = harness.app.paymentJobs;
    await runDuePaymentJobs(
      { ...jobs, webhooks: { ...jobs.webhooks, store: createStore(dying) } },
      harness.databaseUrl,
    );
    expect(receiver.at('/killed')).toHaveLength(1);
    expect((await attempts(webhook.id))[0]).toMatchObject({ status: 'pending' });

    // graphile-worker keeps the failed job; the next worker runs it once it is due.
    await harness.app.db.raw(
      `update graphile_worker._private_jobs set run_at = now() where payload->>'deliveryId' = ?`,
      [delivery.id],
    );
    await runDuePaymentJobs(jobs, harness.databaseUrl);
    const requests = receiver.at('/killed');
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    expect(requests[1]?.body).toBe(requests[0]?.body);
    for (const request of requests) {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      expect(() => new Webhook(secret).verify(request.body, headers)).not.toThrow();
    }
    expect(await attempts(webhook.id)).toMatchObject([{ attempt: 1, status: 'succeeded', status_code: 200 }]);
  });
});

describe('payment events', () => {
  it("delivers a payment's success exactly once per endpoint, even when a delivery is run again", async ({
    listening,
    customer,
    receiver,
    hooks: { create },
  }) => {
    const url = receiver.answer('/payments', status(200));
    const { webhook, secret } = await create(url, ['payment.completed', 'transaction.completed', 'payment.created']);
    const charge = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: customer.headers,
      payload: {
        amount: 2500,
        phone: '237670000100',
        provider: 'mtn',
        customer: { name: 'Amina Njoya', email: 'amina@example.cm' },
      },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const runJobs = () => runDuePaymentJobs(listening.app.paymentJobs, listening.databaseUrl);
    const db = listening.app.db;
    for (let round = 0; round < 40; round += 1) {
      await runJobs();
      const events = await db('payment_events').pluck('type');
      if (events.includes('payment.completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Dispatch twice (two dispatchers, or one run again): each event is dispatched once.
    await dispatchWebhookEvents(listening.app.webhooks);
    await dispatchWebhookEvents(listening.app.webhooks);
    await runJobs();
    await runJobs();

    const received = receiver.at('/payments');
    const verifier = new Webhook(secret);
    const bodies = received.map(
      (request) =>
        verifier.verify(
          request.body,
          Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        ) as { type: string; data: { reference: string } },
    );
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'payment.completed',
      'payment.created',
      'transaction.completed',
    ]);
    const completed = bodies.find((body) => body.type === 'payment.completed');
    expect(completed?.data.reference).toBe(charge.json().data.reference);

    // A worker killed after sending but before recording leaves its attempt pending; the job
    // runs again and sends the same webhook-id, which the receiver deduplicates.
    const row = await db('webhook_deliveries')
      .where({ endpoint_id: webhook.id, event_type: 'payment.completed' })
      .first();
    await db('webhook_deliveries').where({ id: row.id }).update({ status: 'pending' });
    await deliverWebhook(listening.app.webhooks, row.id);
    const completedIds = receiver
      .at('/payments')
      .filter((request) => JSON.parse(request.body).type === 'payment.completed')
      .map((request) => request.headers['webhook-id']);
    expect(completedIds).toHaveLength(2);
    expect(new Set(completedIds).size).toBe(1);
    expect(await db('webhook_deliveries').where({ endpoint_id: webhook.id })).toHaveLength(3);
    expect(await db('payment_events').whereNull('dispatched_at')).toHaveLength(0);
  });
});

describe('dispatch latency', () => {
  it('turns a recorded payment event into deliveries within a poll, not at the next minute', async ({
    listening,
    customer,
    receiver,
    hooks: { create },
  }) => {
    const { webhook } = await create(receiver.answer('/created', status(200)), ['payment.created']);
    const charge = await listening.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: customer.headers,
      payload: {
        amount: 1500,
        phone: '237670000200',
        provider: 'mtn',
        customer: { name: 'Amina Njoya', email: 'amina@example.cm' },
      },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const db = listening.app.db;
    // The runner's poller, at a test's pace: the 2 s of production are the same code.
    const stop = startDispatchPoller(listening.app.paymentJobs, 50);
    try {
      await expect
        .poll(() => db('payment_events').whereNull('dispatched_at').count({ count: '*' }).first(), { timeout: 5000 })
        .toEqual({ count: '0' });
    } finally {
      await stop();
    }
    const deliveries = await db('webhook_deliveries').where({ endpoint_id: webhook.id });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.payload).toMatchObject({ type: 'payment.created' });
  });
});

describe('the delivery log', () => {
  it('keeps 30 days of finished attempts and every attempt still waiting, swept hourly', async ({
    harness,
    receiver,
    hooks: { create, testEvent, attempts },
  }) => {
    expect(SCHEDULE.map((item) => item.task)).toContain(SCHEDULED_JOBS.sweepWebhookDeliveries);
    const { webhook } = await create(receiver.answer('/kept', status(200)));
    const delivered = await testEvent(webhook.id);
    expect(await deliverWebhook(harness.app.webhooks, delivered.id)).toBe('succeeded');
    const waiting = await testEvent(webhook.id);
    const recent = await testEvent(webhook.id);
    expect(await deliverWebhook(harness.app.webhooks, recent.id)).toBe('succeeded');
    const db = harness.app.db;
    await db('webhook_deliveries')
      .whereIn('id', [delivered.id, waiting.id])
      .update({ created_at: db.raw("now() - interval '31 days'") });
    expect(await sweepOldDeliveries(createStore(db))).toBe(1);
    expect((await attempts(webhook.id)).map((row) => row.id).sort()).toEqual([waiting.id, recent.id].sort());
  });
});
