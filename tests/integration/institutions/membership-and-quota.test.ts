import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { linkMember } from '../../../api/services/institutions/membership.ts';
import { doualaMonth } from '../../../api/services/institutions/monthly-quota.ts';
import { changeTier } from '../../../api/services/institutions/tiers.ts';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, errorOf, signInAs } from '../../helpers/identity.ts';
import { insertApiKey, insertInstitution } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let address = 0;
/** Each creation from its own address: the per-address limit (20 an hour) is not under test. */
function createKey(harness: TestApp, headers: Record<string, string>, environment: 'sandbox' | 'production') {
  address += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers,
    remoteAddress: `10.88.0.${address}`,
    payload: { name: `${environment} key`, environment, scopes: ['accounts:read'] },
  });
}

function accounts(harness: TestApp, key: string) {
  return harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) });
}

describe('institution membership and production keys', () => {
  it('lets a member of an approved, active institution create and use production keys', async ({
    harness,
    customer,
  }) => {
    expect((await createKey(harness, customer.headers, 'production')).statusCode).toBe(403);
    const bank = await insertInstitution(harness.app.db, { code: 'CM-MEMBER', approved: true, active: true });
    await linkMember(harness.app.store, { institutionId: bank, userId: customer.user.id });
    const created = await createKey(harness, customer.headers, 'production');
    expect(created.statusCode, created.body).toBe(201);
    const { apiKey } = created.json();
    expect(apiKey.key).toMatch(/^ob_live_/);
    expect((await accounts(harness, apiKey.key)).statusCode).toBe(200);
  });

  it.for([
    ['pending approval', { approved: false, active: true }],
    ['suspended', { approved: true, active: false }],
  ] as const)('keeps refusing production keys to members of an institution %s', async ([, state], { harness }) => {
    const user = await createUser(harness);
    const headers = bearer(await signInAs(harness, user));
    const bank = await insertInstitution(harness.app.db, {
      code: `CM-${state.approved ? 'APPROVED' : 'PENDING'}-${state.active ? 'ACTIVE' : 'SUSPENDED'}`,
      ...state,
    });
    await linkMember(harness.app.store, { institutionId: bank, userId: user.id });
    const refused = await createKey(harness, headers, 'production');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).reason).toBe('production_needs_institution');
  });

  it('links a user once: again is a no-op, another institution is a 409, unknown ids are 404s', async ({
    harness,
    otherCustomer,
  }) => {
    const db = harness.app.db;
    const first = await insertInstitution(db, { code: 'CM-LINK-A', approved: true, active: true });
    const second = await insertInstitution(db, { code: 'CM-LINK-B', approved: true, active: true });
    const link = { institutionId: first, userId: otherCustomer.user.id };
    expect(await linkMember(createStore(db), { ...link, role: 'owner' })).toEqual({ ...link, role: 'owner' });
    expect(await linkMember(createStore(db), link)).toEqual({ ...link, role: 'owner' });
    await expect(
      linkMember(createStore(db), { institutionId: second, userId: otherCustomer.user.id }),
    ).rejects.toMatchObject({
      code: 'conflict',
      reason: 'already_member_elsewhere',
    });
    await expect(
      linkMember(createStore(db), {
        institutionId: '00000000-0000-4000-8000-000000000000',
        userId: otherCustomer.user.id,
      }),
    ).rejects.toMatchObject({ code: 'not_found', reason: 'institution_missing' });
    await expect(
      linkMember(createStore(db), { institutionId: first, userId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'not_found', reason: 'user_missing' });
  });
});

describe('the monthly API quota', () => {
  it('counts members’ calls this Douala month and refuses them past the quota with a 429', async ({ harness, db }) => {
    const bank = await insertInstitution(db, { code: 'CM-QUOTA', approved: true, active: true });
    await db('institutions').where({ id: bank }).update({ api_quota_limit: 5 });
    // Two calls already stored this month, by another process.
    await db('institution_api_usage').insert({ institution_id: bank, month: doualaMonth(), calls: 2 });
    const member = await createUser(harness);
    await linkMember(createStore(db), { institutionId: bank, userId: member.id });
    const { key } = await insertApiKey(db, member.id, { scopes: ['accounts:read'] });

    for (let call = 0; call < 3; call += 1) expect((await accounts(harness, key)).statusCode).toBe(200);
    const refused = await accounts(harness, key);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'rate_limited',
      reason: 'quota_exhausted',
      message: expect.stringMatching(
        /^Your institution’s monthly API quota of 5 calls is used; calls resume on \d{4}-\d{2}-01$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Refused calls used nothing; the three admitted ones are written with the next flush.
    await harness.app.institutionUsage.flush();
    const stored = await db('institution_api_usage').where({ institution_id: bank, month: doualaMonth() }).first();
    expect(Number(stored.calls)).toBe(5);
    const status = await harness.app.inject({ method: 'GET', url: '/api/v1/institutions/status/CM-QUOTA' });
    expect(status.json()).toMatchObject({ currentApiUsage: 5, apiQuotaLimit: 5 });

    // Keys of people outside the institution are not touched by its quota.
    const outsider = await createUser(harness);
    const other = await insertApiKey(db, outsider.id, { scopes: ['accounts:read'] });
    expect((await accounts(harness, other.key)).statusCode).toBe(200);
  });

  it('gives each tier its documented default quota', async ({ harness, db }) => {
    const bank = await insertInstitution(db, { code: 'CM-TIERS', approved: true, active: true });
    for (const [tier, quota] of [
      ['silver', 50_000],
      ['gold', 250_000],
      ['platinum', 1_000_000],
      ['bronze', 10_000],
    ] as const) {
      expect(await changeTier(harness.app.store, bank, tier)).toEqual({ quota });
      expect(await db('institutions').where({ id: bank }).first()).toMatchObject({
        tier_level: tier,
        api_quota_limit: String(quota),
      });
    }
    await expect(changeTier(harness.app.store, '00000000-0000-4000-8000-000000000000', 'gold')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('adds no database round trip to a key-authenticated call', async ({ harness, db }) => {
    const bank = await insertInstitution(db, { code: 'CM-TRIPS', approved: true, active: true });
    const member = await createUser(harness);
    await linkMember(createStore(db), { institutionId: bank, userId: member.id });
    const memberKey = await insertApiKey(db, member.id, { scopes: ['accounts:read'] });
    const outsider = await createUser(harness);
    const outsiderKey = await insertApiKey(db, outsider.id, { scopes: ['accounts:read'] });

    const statementsOf = async (key: string) => {
      await accounts(harness, key); // warm-up: the same path both times
      let statements = 0;
      const count = () => {
        statements += 1;
      };
      harness.app.db.on('query', count);
      await accounts(harness, key);
      harness.app.db.off('query', count);
      return statements;
    };
    expect(await statementsOf(memberKey.key)).toBe(await statementsOf(outsiderKey.key));
  });
});
