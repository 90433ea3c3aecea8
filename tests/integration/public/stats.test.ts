import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { withLongStatements } from '../../../api/database/long-statements.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { cachedPlatformStats, computePlatformStats } from '../../../api/services/stats/platform-stats.ts';
import { measureUptime, recordHeartbeat } from '../../../api/services/stats/uptime.ts';
import { it } from '../../helpers/fixtures.ts';
import { insertApiKey, insertInstitution, insertUser } from '../../helpers/rows.ts';

it.beforeEach(async ({ db }) => {
  await db.raw('truncate api_keys, institutions, uptime_heartbeats, payments cascade');
});

/**
 * `count` payments with `status`, straight into the payments engine's table (only status
 * matters here). 123,456 rows may take longer than a request's statement timeout on a loaded
 * machine, so they go in under the long one, as a report's read would.
 */
async function insertPayments(db: Knex, count: number, status: string): Promise<void> {
  const userId = await insertUser(db);
  await withLongStatements(db, (trx) =>
    trx.raw(
      `insert into payments (reference, user_id, type, provider, amount, status, customer_name, customer_phone)
     select 'PAY-STATS-' || ? || '-' || n, ?, 'mobile_money', 'mtn', 1000, ?, 'Amina', '237670000000'
       from generate_series(1, ?::int) n`,
      [status, userId, status, count],
    ),
  );
}

/** Heartbeats for the minutes `from`..`to` ago (inclusive), as the heartbeat plugin would write them. */
async function beatMinutesAgo(trx: Knex, from: number, to: number): Promise<void> {
  await trx.raw(
    `insert into uptime_heartbeats (minute)
     select date_trunc('minute', now()) - make_interval(mins => m) from generate_series(?::int, ?::int) m
     on conflict do nothing`,
    [to, from],
  );
}

/**
 * PostgreSQL's now() is fixed for a transaction, so writing heartbeats and measuring in one
 * transaction cannot straddle a minute boundary.
 */
function atOneInstant<T>(db: Knex, work: (trx: Knex) => Promise<T>): Promise<T> {
  return db.transaction((trx) => work(trx));
}

describe('GET /api/v1/stats', () => {
  it('answers the four figures as text, with their values, on a fresh database', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body).toMatchObject({
      transactions: '0',
      banks: '0',
      developers: '0',
      uptime: 'N/A',
      values: { transactions: 0, banks: 0, developers: 0, uptimePercent: null },
    });
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
  });

  it('serves one computation for 60 seconds', async ({ db }) => {
    let now = 1_000_000;
    const stats = cachedPlatformStats(createStore(db), false, 60_000, () => now);
    expect((await stats()).banks).toBe('0');
    await insertInstitution(db, { code: 'CM-CACHE', approved: true, active: true });
    now += 59_000;
    expect((await stats()).banks).toBe('0');
    now += 2_000;
    expect((await stats()).banks).toBe('1');
  });
});

describe('platform figures', () => {
  it('counts only approved and active institutions as banks', async ({ db }) => {
    await insertInstitution(db, { code: 'CM-LIVE-1', approved: true, active: true });
    await insertInstitution(db, { code: 'CM-LIVE-2', approved: true, active: true });
    await insertInstitution(db, { code: 'CM-SUSPENDED', approved: true, active: false });
    await insertInstitution(db, { code: 'CM-PENDING', approved: false, active: true });
    const stats = await computePlatformStats(createStore(db), false);
    expect(stats.banks).toBe('2');
    expect(stats.values.banks).toBe(2);
  });

  it('counts distinct people holding an active, unexpired key as developers', async ({ db }) => {
    const twoKeys = await insertUser(db);
    await insertApiKey(db, twoKeys);
    await insertApiKey(db, twoKeys, { environment: 'production' });
    const inGrace = await insertUser(db);
    await insertApiKey(db, inGrace, { expiresIn: '7 days' });
    const revoked = await insertUser(db);
    await insertApiKey(db, revoked, { isActive: false });
    const expired = await insertUser(db);
    await insertApiKey(db, expired, { expiresIn: '-1 hour' });
    await insertUser(db);
    expect((await computePlatformStats(createStore(db), false)).values.developers).toBe(2);
  });

  it('counts successful payments only', async ({ db }) => {
    expect((await computePlatformStats(createStore(db), false)).transactions).toBe('0');
    await insertPayments(db, 1234, 'success');
    await insertPayments(db, 1, 'failed');
    await insertPayments(db, 1, 'pending');
    await insertPayments(db, 1, 'processing');
    const stats = await computePlatformStats(createStore(db), false);
    expect(stats.values.transactions).toBe(1234);
    expect(stats.transactions).toBe('1,234');
  });

  it('counts the server’s own mode only: live payments on a live server, test ones on a sandbox', async ({ db }) => {
    await insertPayments(db, 3, 'success');
    await db('payments').whereIn('id', db('payments').select('id').limit(2)).update({ livemode: true });
    expect((await computePlatformStats(createStore(db), true)).values.transactions).toBe(2);
    expect((await computePlatformStats(createStore(db), false)).values.transactions).toBe(1);
  });

  it('formats large counts compactly', async ({ db }) => {
    await insertPayments(db, 123456, 'success');
    expect((await computePlatformStats(createStore(db), false)).transactions).toBe('123.5K');
  });
});

describe('uptime from heartbeats', () => {
  it('is unknown before the first heartbeat', async ({ db }) => {
    expect(await measureUptime(createStore(db))).toEqual({ upMinutes: 0, observedMinutes: 0, percent: null });
  });

  it('is 100% right after the first heartbeat', async ({ db }) => {
    await atOneInstant(db, async (trx) => {
      await recordHeartbeat(createStore(trx));
      await recordHeartbeat(createStore(trx));
      expect(await measureUptime(createStore(trx))).toEqual({ upMinutes: 1, observedMinutes: 1, percent: 100 });
      expect((await computePlatformStats(createStore(trx), false)).uptime).toBe('100%');
    });
  });

  it('does not count the minute in progress as down before its heartbeat', async ({ db }) => {
    await atOneInstant(db, async (trx) => {
      await beatMinutesAgo(trx, 10, 1);
      expect(await measureUptime(createStore(trx))).toEqual({ upMinutes: 10, observedMinutes: 10, percent: 100 });
    });
  });

  it('counts minutes without a heartbeat as down', async ({ db }) => {
    await atOneInstant(db, async (trx) => {
      // 100 minutes observed (99 ago .. now), 10 of them missing.
      await beatMinutesAgo(trx, 99, 50);
      await beatMinutesAgo(trx, 39, 0);
      expect(await measureUptime(createStore(trx))).toMatchObject({ upMinutes: 90, observedMinutes: 100 });
      expect((await computePlatformStats(createStore(trx), false)).uptime).toBe('90%');
    });
  });

  it('only looks at the last 30 days', async ({ db }) => {
    const thirtyDays = 30 * 24 * 60;
    await atOneInstant(db, async (trx) => {
      // A long outage 40 days ago is forgotten; the window starts 30 days ago.
      await beatMinutesAgo(trx, thirtyDays + 20_000, thirtyDays + 10_000);
      await beatMinutesAgo(trx, thirtyDays, 0);
      const uptime = await measureUptime(createStore(trx));
      expect(uptime.observedMinutes).toBe(thirtyDays + 1);
      expect(uptime.percent).toBe(100);
    });
  });

  it('rounds down so a one-minute outage in 30 days never reads as 100%', async ({ db }) => {
    const thirtyDays = 30 * 24 * 60;
    await atOneInstant(db, async (trx) => {
      await beatMinutesAgo(trx, thirtyDays, 6);
      await beatMinutesAgo(trx, 4, 0);
      expect((await computePlatformStats(createStore(trx), false)).uptime).toBe('99.99%');
    });
  });
});
