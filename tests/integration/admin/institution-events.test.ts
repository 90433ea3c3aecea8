import { Webhook } from 'standardwebhooks';
import { describe, expect } from 'vitest';
import { deliverWebhook } from '../../../api/services/webhooks/deliver.ts';
import { dispatchWebhookEvents } from '../../../api/services/webhooks/dispatch-events.ts';
import { test } from '../../helpers/fixtures.ts';
import { bearer } from '../../helpers/identity.ts';
import { insertInstitution } from '../../helpers/institution-rows.ts';
import { startRecordingServer, text } from '../../helpers/recording-server.ts';
import { insertApiKey } from '../../helpers/rows.ts';

// No payments worker: this file dispatches and delivers itself, step by step.
const it = test.override('appOptions', { PAYMENTS_WORKER: 'off' });

describe('institution reviews, as the members hear them', () => {
  it('sends account.updated to a member’s endpoint on approval, signed the Standard Webhooks way', async ({
    harness,
    db,
    customer,
    admin,
  }) => {
    const receiver = await startRecordingServer({ '/hooks': text(200, 'ok') });
    try {
      const institutionId = await insertInstitution(db, { name: 'Banque des Tests' });
      await db('institution_members').insert({
        institution_id: institutionId,
        user_id: customer.user.id,
        role: 'owner',
      });
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: customer.headers,
        payload: { url: `${receiver.origin}/hooks`, events: ['account.updated'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { webhook, secret } = created.json() as { webhook: { id: string }; secret: string };

      const approved = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/institutions/bulk-approve',
        headers: admin.headers,
        payload: { institutionIds: [institutionId], reason: 'Documents complete' },
      });
      expect(approved.statusCode, approved.body).toBe(200);

      expect(await dispatchWebhookEvents(harness.app.webhooks)).toBeGreaterThanOrEqual(1);
      const delivery = await db('webhook_deliveries').where({ endpoint_id: webhook.id }).first();
      expect(delivery).toMatchObject({ event_type: 'account.updated' });
      expect(await deliverWebhook(harness.app.webhooks, delivery.id)).toBe('succeeded');

      const [request] = receiver.requests;
      expect(request).toBeDefined();
      if (!request) return;
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      expect(new Webhook(secret).verify(request.body, headers)).toMatchObject({
        type: 'account.updated',
        data: {
          object: 'institution',
          institutionId,
          institutionName: 'Banque des Tests',
          status: 'active',
          change: 'approved',
          reason: 'Documents complete',
        },
      });
      // Dispatched once: a second pass finds nothing left for this institution.
      await dispatchWebhookEvents(harness.app.webhooks);
      expect(await db('webhook_deliveries').where({ endpoint_id: webhook.id })).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a member’s production key from the call after the institution is suspended', async ({
    harness,
    db,
    otherCustomer,
    admin,
  }) => {
    const institutionId = await insertInstitution(db, { isApproved: true });
    await db('institution_members').insert({
      institution_id: institutionId,
      user_id: otherCustomer.user.id,
      role: 'owner',
    });
    const { key } = await insertApiKey(db, otherCustomer.user.id, {
      environment: 'production',
      scopes: ['accounts:read'],
    });
    const call = () => harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) });
    expect((await call()).statusCode).toBe(200);

    const suspended = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/institutions/${institutionId}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Licence withdrawn by COBAC' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBeDefined();
    // The suspension is news for the member too (no endpoint here: recorded, nothing to send).
    expect(
      await db('account_events').where({ user_id: otherCustomer.user.id }).select('type', 'payload'),
    ).toMatchObject([{ type: 'account.updated', payload: { change: 'suspended', status: 'suspended' } }]);
  });
});
