import { describe, expect } from 'vitest';
import { insertApiKey } from '../../helpers/rows.ts';
import { customer, it, ledgerOf, mtnNumber, runJobs, waitUntilFinal } from './payment-harness.ts';

describe("a customer's charge lands on their main account", () => {
  it('credits the ledger account of the oldest account, whose balance the API then shows', async ({
    listening: harness,
    customer: alice,
  }) => {
    const db = harness.app.db;
    const [main, second] = await db('accounts')
      .insert([
        {
          user_id: alice.user.id,
          account_number: '10005000010123456789001',
          account_type: 'checking',
          created_at: db.raw(`now() - interval '30 days'`),
        },
        { user_id: alice.user.id, account_number: '10005000010123456789002', account_type: 'savings' },
      ])
      .returning('id');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile-money/charge',
      headers: alice.headers,
      payload: { amount: 2500, phone: mtnNumber('00'), provider: 'mtn', customer },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json().data;
    await runJobs(harness);
    expect((await waitUntilFinal(harness, reference, { drive: () => runJobs(harness) })).status).toBe('success');
    const postings = await ledgerOf(harness, reference);
    expect(postings.map(({ code, amount }) => [code, Number(amount)])).toEqual([
      ['provider:mtn', 2500],
      [`account:${main.id}`, -2462],
      ['platform:revenue', -38],
    ]);
    const { key } = await insertApiKey(db, alice.user.id, { scopes: ['accounts:read'] });
    const accounts = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(accounts.json().data).toMatchObject([
      { id: main.id, balance: '2462' },
      { id: second.id, balance: '0' },
    ]);
  });
});
