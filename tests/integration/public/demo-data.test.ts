import knex, { type Knex } from 'knex';
import { describe, expect } from 'vitest';
import { hashApiKey } from '../../../api/services/api-keys/api-key-format.ts';
import { seedDatabase } from '../../../db/migrate.ts';
import { DEMO_CUSTOMER_ACCOUNTS } from '../../../db/seeds/demo/30-accounts.ts';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { knexConfig } from '../../../knexfile.ts';
import { it } from '../../helpers/fixtures.ts';
import { createTestApp } from '../../helpers/test-app.ts';

async function counts(db: Knex) {
  const tables = ['users', 'institutions', 'accounts', 'api_keys'];
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => {
        const row = await db(table).count<{ count: string }[]>({ count: '*' }).first();
        return [table, Number(row?.count)] as const;
      }),
    ),
  );
}

describe('demo data', () => {
  it('seeds institutions, the demo customer accounts and key, and a second run changes nothing', async ({ db }) => {
    await seedDatabase(db, { demo: true });
    const first = await counts(db);
    expect(first.institutions).toBeGreaterThanOrEqual(10);
    // Other demo seeds may add their own rows; these are ours.
    const numbers = await db('accounts')
      .whereIn(
        'account_number',
        DEMO_CUSTOMER_ACCOUNTS.map((account) => account.accountNumber),
      )
      .pluck('account_number');
    expect(numbers).toHaveLength(3);
    expect(
      await db('api_keys')
        .where({ key_hash: hashApiKey(DEMO_SANDBOX_API_KEY) })
        .count<{ count: string }[]>({ count: '*' }),
    ).toEqual([{ count: '1' }]);
    // The demo key's counters agree with its logged calls: the day windows of the logged days
    // count them (earlier windows stand for swept logs), the usage count is every window's sum,
    // and the last use is the latest log.
    const key = await db('api_keys')
      .where({ key_hash: hashApiKey(DEMO_SANDBOX_API_KEY) })
      .first('id', 'usage_count', 'last_used_at');
    const logs = await db('api_request_logs')
      .where({ api_key_id: key.id })
      .first(db.raw('count(*)::int as count'), db.raw('min(created_at) as first'), db.raw('max(created_at) as last'));
    const windows: { window_start: Date; request_count: number }[] = await db('api_key_usage_windows')
      .where({ api_key_id: key.id, window_kind: 'day' })
      .select('window_start', 'request_count');
    const sum = (list: typeof windows) => list.reduce((total, window) => total + window.request_count, 0);
    const dayOfFirstLog = logs.first.getTime() - 24 * 60 * 60 * 1000;
    expect(sum(windows.filter((window) => window.window_start.getTime() > dayOfFirstLog))).toBe(logs.count);
    expect(windows.length).toBeGreaterThanOrEqual(58);
    expect(sum(windows)).toBeGreaterThan(logs.count);
    expect(Number(key.usage_count)).toBe(sum(windows));
    expect(key.last_used_at).toEqual(logs.last);
    await seedDatabase(db, { demo: true });
    expect(await counts(db)).toEqual(first);

    const pending = await db('institutions').where({ is_approved: false }).count<{ count: string }[]>({ count: '*' });
    expect(Number(pending[0]?.count)).toBeGreaterThan(0);
  });

  it("lets Try It list the demo customer's accounts with the printed sandbox key", async ({ harness }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/accounts',
      headers: { authorization: `Bearer ${DEMO_SANDBOX_API_KEY}` },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((account: { accountNumber: string }) => account.accountNumber)).toEqual(
      expect.arrayContaining(DEMO_CUSTOMER_ACCOUNTS.map((account) => account.accountNumber)),
    );
    expect(new Set(data.map((account: { accountHolder: string }) => account.accountHolder))).toEqual(
      new Set(['Amina Nkono']),
    );
    expect(
      data.find(
        (account: { accountNumber: string }) => account.accountNumber === DEMO_CUSTOMER_ACCOUNTS[0].accountNumber,
      )?.bankName,
    ).toBe('Afriland First Bank');
  });

  it('counts the seeded partners and developer in the stats', async ({ harness, db }) => {
    const stats = (await harness.app.inject({ method: 'GET', url: '/api/v1/stats' })).json();
    const live = await db('institutions')
      .where({ is_approved: true, is_active: true })
      .count<{ count: string }[]>({ count: '*' });
    expect(stats.values.banks).toBe(Number(live[0]?.count));
    const developers = await db('api_keys')
      .where({ is_active: true })
      .countDistinct<{ count: string }[]>({ count: 'user_id' });
    expect(stats.values.developers).toBe(Number(developers[0]?.count));
    expect(stats.values.developers).toBeGreaterThanOrEqual(1);
  });
});

describe('uptime heartbeat', () => {
  it('records the current minute when the server starts listening, and nothing before', async () => {
    const app = await createTestApp();
    const appDb = knex(knexConfig(app.databaseUrl, { min: 0, max: 1 }));
    try {
      await app.app.ready();
      expect(await appDb('uptime_heartbeats').count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '0' }]);
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      // onListen hooks run after listen() resolves; give the first beat a moment.
      let rows: { recent: boolean }[] = [];
      for (let waited = 0; rows.length === 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await appDb('uptime_heartbeats').select(
          appDb.raw(
            `minute >= date_trunc('minute', now()) - interval '1 minute' and minute <= date_trunc('minute', now()) as recent`,
          ),
        );
      }
      expect(rows).toEqual([{ recent: true }]);
    } finally {
      await appDb.destroy();
      await app.close();
    }
  });
});
