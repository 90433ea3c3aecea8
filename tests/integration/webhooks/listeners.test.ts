import { Webhook } from 'standardwebhooks';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { deliverWebhook } from '../../../api/services/webhooks/deliver.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { MAX_LISTENERS_PER_USER, sweepIdleListeners } from '../../../api/services/webhooks/listeners.ts';
import { triggerEvent } from '../../../api/services/webhooks/trigger.ts';
import { openEventStream } from '../../helpers/event-stream.ts';
import { it as base, type ListeningApp, type TestApiKey } from '../../helpers/fixtures.ts';

const it = base.extend('apiKeyScopes', { scope: 'file' }, ['webhooks:manage', 'accounts:write', 'analytics:read']);
// One key makes every call of the file, many within a second: its per-second burst is not the subject here.
it.override('appOptions', { API_KEY_BURST_PER_SECOND: 1000 });

interface Forwarded {
  deliveryId: string;
  eventId: string;
  eventType: string;
  headers: Record<string, string>;
  body: string;
}

async function call(harness: ListeningApp, key: TestApiKey, method: string, path: string, body?: unknown) {
  const response = await fetch(`${harness.origin}${path}`, {
    method,
    headers: { ...key.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function openListener(harness: ListeningApp, key: TestApiKey, events?: string[]) {
  const created = await call(harness, key, 'POST', '/api/v1/webhook-listeners', events ? { events } : {});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { listener: { id: string; events: string[] }; secret: string };
}

/**
 * CLI listeners over real HTTP (issue 18 item 4, the server side of `cemac listen`): a temporary
 * endpoint whose deliveries stream as server-sent events, signed with the listener's secret and
 * checked here with the Standard Webhooks reference library, never POSTed by the deliverer.
 */
describe('CLI listeners', () => {
  it('streams a real account.created event, signed, until its result is reported', async ({ listening, apiKey }) => {
    const { listener, secret } = await openListener(listening, apiKey, ['account.created']);
    expect(listener.events).toEqual(['account.created']);
    // Not one of the endpoints developers manage.
    const listed = await call(listening, apiKey, 'GET', '/api/v1/webhooks');
    expect(listed.body.webhooks).toEqual([]);

    const stream = await openEventStream(
      `${listening.origin}/api/v1/webhook-listeners/${listener.id}/events`,
      apiKey.headers,
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      const opened = await call(listening, apiKey, 'POST', '/api/v1/accounts', { accountType: 'savings' });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      expect(await dispatchWebhookEvents(listening.app.webhooks)).toBeGreaterThan(0);

      const message = await stream.next();
      expect(message.event).toBe('webhook');
      const forwarded = JSON.parse(message.data) as Forwarded;
      expect(forwarded.eventType).toBe('account.created');
      const event = new Webhook(secret).verify(forwarded.body, forwarded.headers) as {
        type: string;
        data: { id: string; livemode: boolean };
      };
      expect(event.type).toBe('account.created');
      expect(event.data).toMatchObject({ id: opened.body.id, livemode: false });
      expect(forwarded.headers['webhook-id']).toBe(forwarded.eventId);

      // The deliverer leaves it to the stream.
      expect(await deliverWebhook(listening.app.webhooks, forwarded.deliveryId)).toBe('streamed');

      const reported = await call(
        listening,
        apiKey,
        'POST',
        `/api/v1/webhook-listeners/${listener.id}/deliveries/${forwarded.deliveryId}/result`,
        { statusCode: 200, durationMs: 12 },
      );
      expect(reported.status, JSON.stringify(reported.body)).toBe(204);
      const row = await listening.app.db('webhook_deliveries').where({ id: forwarded.deliveryId }).first();
      expect(row).toMatchObject({ status: 'succeeded', status_code: 200, duration_ms: 12 });

      // Reported: the stream does not send it again; a second report changes nothing.
      const again = await call(
        listening,
        apiKey,
        'POST',
        `/api/v1/webhook-listeners/${listener.id}/deliveries/${forwarded.deliveryId}/result`,
        { statusCode: 500, durationMs: 1 },
      );
      expect(again.status).toBe(204);
      expect(await listening.app.db('webhook_deliveries').where({ id: forwarded.deliveryId }).first()).toMatchObject({
        status: 'succeeded',
      });
      await expect(stream.next(2500)).rejects.toThrow(/no event/);
    } finally {
      stream.close();
      await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${listener.id}`);
    }
  });

  it('forwards a triggered payment.completed to listeners and endpoints subscribed to it', async ({
    listening,
    apiKey,
  }) => {
    const paying = await openListener(listening, apiKey, ['payment.completed']);
    const other = await openListener(listening, apiKey, ['kyc.approved']);
    const stream = await openEventStream(
      `${listening.origin}/api/v1/webhook-listeners/${paying.listener.id}/events`,
      apiKey.headers,
    );
    try {
      const triggered = await call(listening, apiKey, 'POST', '/api/v1/webhook-events/trigger', {
        event: 'payment.completed',
      });
      expect(triggered.status, JSON.stringify(triggered.body)).toBe(202);
      expect(triggered.body).toMatchObject({ type: 'payment.completed', eventId: expect.stringMatching(/^evt_test_/) });
      const forwarded = JSON.parse((await stream.next()).data) as Forwarded;
      const event = new Webhook(paying.secret).verify(forwarded.body, forwarded.headers) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(event).toMatchObject({
        type: 'payment.completed',
        data: { test: true, livemode: false, status: 'success', currency: 'XAF', amount: 5000 },
      });
      expect(forwarded.eventId).toBe(triggered.body.eventId);
      const toOther = await listening.app.db('webhook_deliveries').where({ endpoint_id: other.listener.id });
      expect(toOther).toEqual([]);
    } finally {
      stream.close();
      for (const id of [paying.listener.id, other.listener.id]) {
        await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${id}`);
      }
    }
  });

  it('refuses to trigger for a live caller and unknown events', async ({ listening, apiKey, customer }) => {
    await expect(
      triggerEvent(listening.app.webhooks, { userId: customer.user.id, livemode: true }, 'payment.completed'),
    ).rejects.toMatchObject({ code: 'forbidden', reason: 'trigger_live_mode' });
    const unknown = await call(listening, apiKey, 'POST', '/api/v1/webhook-events/trigger', { event: 'payment.lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_error');
  });

  it('ends the stream when the listener is closed, and answers 404 after', async ({ listening, apiKey }) => {
    const { listener } = await openListener(listening, apiKey);
    const url = `${listening.origin}/api/v1/webhook-listeners/${listener.id}/events`;
    const stream = await openEventStream(url, apiKey.headers);
    try {
      expect(stream.status).toBe(200);
      const deleted = await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${listener.id}`);
      expect(deleted.status).toBe(204);
      // The stream notices at its next touch at the latest; the CLI aborted it already anyway.
      const gone = await openEventStream(url, apiKey.headers);
      expect(gone.status).toBe(404);
      await expect(gone.next()).rejects.toThrow(/listener_not_found/);
      const again = await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${listener.id}`);
      expect(again.status).toBe(404);
    } finally {
      stream.close();
    }
  });

  it('answers bad input with a 400 envelope naming the field', async ({ listening, apiKey }) => {
    const { listener } = await openListener(listening, apiKey);
    try {
      const base = `/api/v1/webhook-listeners/${listener.id}/deliveries`;
      const cases: [string, string, unknown, string][] = [
        ['POST', '/api/v1/webhook-listeners', { events: ['payment.lost'] }, 'events'],
        ['POST', `${base}/${listener.id}/result`, { statusCode: 99, durationMs: 1 }, 'statusCode'],
        ['POST', `${base}/${listener.id}/result`, { statusCode: 200 }, 'durationMs'],
        ['POST', `${base}/not-a-uuid/result`, { statusCode: 200, durationMs: 1 }, 'deliveryId'],
        ['DELETE', '/api/v1/webhook-listeners/not-a-uuid', undefined, 'id'],
      ];
      for (const [method, path, body, field] of cases) {
        const answer = await call(listening, apiKey, method, path, body);
        expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.error.code).toBe('validation_error');
        expect(JSON.stringify(answer.body.error.details)).toContain(field);
      }
      const stream = await openEventStream(`${listening.origin}/api/v1/webhook-listeners/nope/events`, apiKey.headers);
      expect(stream.status).toBe(400);
    } finally {
      await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${listener.id}`);
    }
  });

  it("keeps each developer's listeners their own", async ({ listening, apiKey, otherCustomer }) => {
    const { listener } = await openListener(listening, apiKey);
    try {
      const stranger = await openEventStream(
        `${listening.origin}/api/v1/webhook-listeners/${listener.id}/events`,
        otherCustomer.headers,
      );
      expect(stranger.status).toBe(404);
      const deleting = await fetch(`${listening.origin}/api/v1/webhook-listeners/${listener.id}`, {
        method: 'DELETE',
        headers: otherCustomer.headers,
      });
      expect(deleting.status).toBe(404);
    } finally {
      await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${listener.id}`);
    }
  });

  it('caps open listeners, stops feeding idle ones and sweeps them', async ({ listening, apiKey }) => {
    const db = listening.app.db;
    const ids: string[] = [];
    for (let index = 0; index < MAX_LISTENERS_PER_USER; index += 1) {
      ids.push((await openListener(listening, apiKey)).listener.id);
    }
    const refused = await call(listening, apiKey, 'POST', '/api/v1/webhook-listeners', {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('too_many_listeners');

    // A CLI gone without a word: not streamed for 3 minutes, it gets no events and frees its place.
    const [idle, ...fresh] = ids as [string, ...string[]];
    await db('webhook_endpoints')
      .where({ id: idle })
      .update({ last_seen_at: db.raw("now() - interval '3 minutes'") });
    const triggered = await call(listening, apiKey, 'POST', '/api/v1/webhook-events/trigger', {
      event: 'consent.granted',
    });
    expect(triggered.body.deliveries).toBe(fresh.length);
    expect(await db('webhook_deliveries').where({ endpoint_id: idle })).toEqual([]);
    const replacement = await openListener(listening, apiKey);

    await db('webhook_endpoints')
      .where({ id: idle })
      .update({ last_seen_at: db.raw("now() - interval '2 hours'") });
    expect(await sweepIdleListeners(createStore(db))).toBe(1);
    expect(await db('webhook_endpoints').where({ id: idle }).first()).toBeUndefined();
    for (const id of [...fresh, replacement.listener.id]) {
      await call(listening, apiKey, 'DELETE', `/api/v1/webhook-listeners/${id}`);
    }
  });

  it('streams the request log as calls are made', async ({ listening, apiKey }) => {
    const stream = await openEventStream(`${listening.origin}/api/v1/analytics/logs/stream`, apiKey.headers);
    try {
      expect(stream.status).toBe(200);
      const listed = await call(listening, apiKey, 'GET', '/api/v1/webhooks');
      expect(listed.status).toBe(200);
      await listening.app.requestLogs.flush();
      const message = await stream.next();
      expect(message.event).toBe('log');
      expect(JSON.parse(message.data)).toMatchObject({
        apiKeyId: apiKey.id,
        method: 'GET',
        endpoint: '/api/v1/webhooks',
        statusCode: 200,
        livemode: false,
      });
    } finally {
      stream.close();
    }
  });
});
